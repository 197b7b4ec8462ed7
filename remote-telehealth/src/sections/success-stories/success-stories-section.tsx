import { Section, SectionHeading } from 'shared/ui'
import type { SuccessStory } from '../../content/content-types'
import { successStoriesContent as copy } from '../../content/success-stories'

/** Dark band (SPEC §2) so the case figures stand out between the light intro and the advantage cards. */
export function SuccessStoriesSection() {
  return (
    <Section tone="dark" aria-labelledby="telehealth-stories-heading">
      <SectionHeading id="telehealth-stories-heading" eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro} tone="dark" />
      <ul className="grid gap-6 lg:grid-cols-3">
        {copy.stories.map((story) => (
          <li key={story.practice}>
            <StoryCard story={story} />
          </li>
        ))}
      </ul>
      <p className="mx-auto mt-8 max-w-3xl text-center text-sm text-ink-300">{copy.disclaimer}</p>
    </Section>
  )
}

function StoryCard({ story }: { story: SuccessStory }) {
  return (
    <article className="flex h-full flex-col rounded-card bg-ink-900 p-6 ring-1 ring-ink-700">
      <h3 className="font-display text-xl font-bold text-white">{story.practice}</h3>
      <p className="mt-1 text-sm font-semibold text-accent-300">{story.location}</p>
      <p className="mt-4 text-ink-200">{story.summary}</p>
      <dl className="my-6 grid grid-cols-3 gap-3 border-y border-ink-700 py-5">
        {story.results.map((result) => (
          <div key={result.label} className="flex flex-col-reverse justify-end">
            <dt className="mt-1 text-xs text-ink-300">{result.label}</dt>
            <dd className="font-display text-lg font-bold text-white sm:text-xl">{result.value}</dd>
          </div>
        ))}
      </dl>
      <figure className="mt-auto">
        <blockquote className="text-ink-100 italic">“{story.quote}”</blockquote>
        <figcaption className="mt-3 text-sm text-ink-300">{story.author}</figcaption>
      </figure>
    </article>
  )
}
