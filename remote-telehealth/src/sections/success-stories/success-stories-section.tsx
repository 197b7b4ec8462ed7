import { Section, SectionHeading } from 'shared/singletons/ui'
import type { SuccessStory } from '../../content/content-types'
import { successStoriesContent as copy } from '../../content/success-stories'

/** Dark band (docs/product.md §11) so the case figures stand out between the light intro and the advantage cards. */
export function SuccessStoriesSection() {
  return (
    <Section tone="dark" aria-labelledby="telehealth-stories-heading">
      <SectionHeading id="telehealth-stories-heading" eyebrow={copy.eyebrow} title={copy.title} intro={copy.intro} tone="dark" />
      <ul className="grid gap-6 lg:grid-cols-3">
        {copy.stories.map((story) => (
          // Side by side, each card's three parts share rows with its neighbours' (subgrid), so the
          // figures and quotes line up whatever the length of a name or summary.
          <li key={story.practice} className="lg:row-span-3 lg:grid lg:grid-rows-subgrid">
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
    <article className="rounded-card bg-ink-900 p-6 ring-1 ring-ink-700 lg:row-span-3 lg:grid lg:grid-rows-subgrid lg:gap-0">
      <div>
        <h3 className="font-display text-xl font-bold text-white">{story.practice}</h3>
        <p className="mt-1 text-sm font-semibold text-accent-300">{story.location}</p>
        <p className="mt-4 text-ink-200">{story.summary}</p>
      </div>
      <dl className="my-6 grid grid-cols-3 gap-3 border-y border-ink-700 py-5">
        {story.results.map((result) => (
          <div key={result.label} className="flex flex-col-reverse justify-end">
            <dt className="mt-1 text-xs text-ink-300">{result.label}</dt>
            <dd className="font-display text-lg font-bold text-white sm:text-xl">{result.value}</dd>
          </div>
        ))}
      </dl>
      <figure>
        <blockquote className="text-ink-100 italic">“{story.quote}”</blockquote>
        <figcaption className="mt-3 text-sm text-ink-300">{story.author}</figcaption>
      </figure>
    </article>
  )
}
