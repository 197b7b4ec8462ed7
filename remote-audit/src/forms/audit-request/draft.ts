import { emptyLeadInput, type LeadInput } from 'shared/helpers/lead-contract'
import { readSessionJson, writeSessionJson } from 'shared/helpers/session-store'
import { quizContent, type QuestionId } from '../../content/quiz'
import type { QuizAnswers } from '../../quiz/scoring'

/**
 * What the visitor has typed and answered so far, kept in this tab (sessionStorage) until the
 * request is stored: a reload, a look at another page or Back after "Book Call" loses nothing.
 * sessionStorage, not localStorage: it ends with the tab and never leaves the browser. Where storage
 * is blocked the form still works; it just forgets.
 */
export interface AuditDraft {
  form?: Partial<LeadInput>
  answers?: QuizAnswers
}

const KEY = 'marketing-audit-draft'

/** Keeps only what the form and quiz understand: the draft is input like any other. */
function clean(raw: unknown): AuditDraft {
  if (!raw || typeof raw !== 'object') return {}
  const { form, answers } = raw as Record<string, unknown>
  const draft: AuditDraft = {}
  if (form && typeof form === 'object') {
    const fields = Object.entries(form).filter(
      (entry): entry is [keyof LeadInput, string] => entry[0] in emptyLeadInput && typeof entry[1] === 'string',
    )
    if (fields.length) draft.form = Object.fromEntries(fields)
  }
  if (answers && typeof answers === 'object') {
    const given = Object.entries(answers).filter(
      (entry): entry is [QuestionId, number] =>
        quizContent.questions.some((q) => q.id === entry[0]) && Number.isInteger(entry[1]) && entry[1] >= 0 && entry[1] <= 3,
    )
    if (given.length) draft.answers = Object.fromEntries(given)
  }
  return draft
}

export function loadDraft(): AuditDraft {
  return clean(readSessionJson(KEY))
}

/** Merges one part (the form's values or the quiz answers) into the stored draft. */
export function saveDraft(part: AuditDraft): void {
  writeSessionJson(KEY, { ...loadDraft(), ...part })
}

export function clearDraft(): void {
  writeSessionJson(KEY, null)
  answersCache = undefined
  for (const listener of listeners) listener()
}

/*
 * The quiz answers as an external store (useSyncExternalStore): the prerendered page and its
 * hydration show none, then the page shows this tab's, without a second render pass of its own.
 * The memory copy serves when storage is blocked.
 */
const noAnswers: QuizAnswers = {}
let answersCache: QuizAnswers | undefined
const listeners = new Set<() => void>()

export function subscribeAnswers(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function answersSnapshot(): QuizAnswers {
  answersCache ??= loadDraft().answers ?? noAnswers
  return answersCache
}

export function serverAnswersSnapshot(): QuizAnswers {
  return noAnswers
}

export function setDraftAnswers(answers: QuizAnswers): void {
  answersCache = answers
  saveDraft({ answers })
  for (const listener of listeners) listener()
}
