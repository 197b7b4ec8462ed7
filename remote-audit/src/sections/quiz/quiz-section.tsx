import { Button, SectionHeading } from 'shared/singletons/ui'
import { quizContent as copy } from '../../content/quiz'
import { isQuizComplete, type QuizAnswers } from '../../quiz/scoring'
import { QuizQuestion } from './quiz-question'

interface QuizSectionProps {
  answers: QuizAnswers
  onAnswer: (id: keyof QuizAnswers, score: number) => void
  onCalculate: () => void
}

const questionIds = copy.questions.map((q) => q.id)

/** Step 1: the five-question maturity quiz. Calculate appears only once all five are answered (docs/product.md §5). */
export function QuizSection({ answers, onAnswer, onCalculate }: QuizSectionProps) {
  const answered = questionIds.filter((id) => answers[id] !== undefined).length
  const complete = isQuizComplete(answers, questionIds)
  return (
    <div>
      <SectionHeading id="quiz-heading" eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro} />
      <div className="mx-auto grid max-w-3xl gap-5">
        {copy.questions.map((question, index) => (
          <QuizQuestion key={question.id} question={question} number={index + 1} value={answers[question.id]} onAnswer={onAnswer} />
        ))}
        <div className="flex flex-col items-center gap-3 pt-2 text-center">
          <p className="text-sm font-semibold text-ink-700" aria-live="polite">
            {copy.progress(answered, questionIds.length)}
            {!complete && <span className="block font-normal text-ink-600">{copy.remaining(questionIds.length - answered)}</span>}
          </p>
          {complete && (
            <Button size="lg" variant="accent" onClick={onCalculate} data-cta="quiz-calculate-score">
              {copy.calculate}
            </Button>
          )}
        </div>
      </div>
    </div>
  )
}
