import { memo } from 'react'
import type { QuizAnswers } from '../../quiz/scoring'
import type { QuizQuestion as QuizQuestionData } from '../../content/quiz'
import { cn } from 'shared/helpers/cn'

interface QuizQuestionProps {
  question: QuizQuestionData
  number: number
  value: number | undefined
  /** Stable (the page's): with it, an answer re-renders only the question it changed. */
  onAnswer: (id: keyof QuizAnswers, score: number) => void
}

/**
 * One question as a native radio group in a fieldset: Tab reaches the group, arrow keys move and
 * select, Space selects; the legend names the group for screen readers.
 */
export const QuizQuestion = memo(function QuizQuestion({ question, number, value, onAnswer }: QuizQuestionProps) {
  const name = `quiz-${question.id}`
  return (
    <fieldset className="rounded-card bg-white p-5 shadow-sm ring-1 ring-ink-200 sm:p-6">
      <legend className="float-left w-full">
        <span className="block text-sm font-semibold uppercase tracking-widest text-brand-700">
          {number}. {question.topic}
        </span>
        <span className="mt-1 block text-lg font-semibold text-ink-900">{question.question}</span>
      </legend>
      <div className="clear-left grid gap-2 pt-4">
        {question.options.map((option) => {
          const checked = value === option.score
          return (
            <label
              key={option.score}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-lg border px-4 py-3 text-ink-800 transition-colors has-focus-visible:outline-3 has-focus-visible:outline-accent-400',
                checked ? 'border-brand-700 bg-brand-50' : 'border-ink-200 hover:border-brand-500',
              )}
            >
              <input
                type="radio"
                name={name}
                value={option.score}
                checked={checked}
                onChange={() => onAnswer(question.id, option.score)}
                className="mt-1 size-4 shrink-0 accent-brand-700"
              />
              <span>{option.label}</span>
            </label>
          )
        })}
      </div>
    </fieldset>
  )
})
