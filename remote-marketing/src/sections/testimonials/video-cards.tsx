import { dialogOpener } from 'shared/ui/dialog'
import { Icon, play, users } from 'shared/ui/icons'
import { testimonialsCopy as copy } from '../../content/testimonials'
import type { VideoCard } from '../../content/types'
// Files, never inlined: a data URI would put the image in this chunk's JavaScript.
import glp1Clinic from './posters/glp1-clinic.svg?no-inline'
import medSpa from './posters/med-spa.svg?no-inline'
import { VideoDialog, videoDialogId } from './video-dialog'

const posters: Record<VideoCard['poster'], string> = { 'med-spa': medSpa, 'glp1-clinic': glp1Clinic }

/** Two video cards with a designed poster thumbnail; either opens the one Video Testimonials dialog (the browser opens it). */
export function VideoCards() {
  return (
    <>
      <ul className="grid gap-6 md:grid-cols-2">
        {copy.videos.map((video) => (
          <li key={video.duration}>
            <button
              type="button"
              {...dialogOpener(videoDialogId)}
              data-cta="home-video-testimonial"
              className="group w-full cursor-pointer overflow-hidden rounded-card bg-white text-left shadow-sm ring-1 ring-ink-200 hover:ring-brand-500 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-400"
            >
              {/* The ratio is fixed before the poster loads (no layout shift); the gradient shows until it does. */}
              <span className="relative flex aspect-video items-center justify-center bg-linear-to-br from-brand-700 to-ink-900">
                <img src={posters[video.poster]} alt="" width={320} height={180} loading="lazy" decoding="async" className="absolute inset-0 size-full object-cover" />
                <span className="relative inline-flex size-16 shrink-0 items-center justify-center rounded-full bg-white/90 text-brand-800 shadow-lg transition-transform group-hover:scale-105">
                  <Icon path={play} filled className="ml-1 size-7" />
                </span>
                <span className="absolute bottom-3 right-3 rounded-md bg-ink-950/80 px-2 py-1 text-sm font-semibold text-white">
                  <span aria-hidden="true">{video.duration}</span>
                  <span className="sr-only">{`${copy.playLabel}, ${video.durationLabel}`}</span>
                </span>
              </span>
              <span className="block p-5">
                <span className="block text-lg font-bold text-ink-900">{video.title}</span>
                <span className="mt-1 flex items-center gap-2 text-sm text-ink-600">
                  <Icon path={users} className="size-4" />
                  {video.subtitle}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      <VideoDialog />
    </>
  )
}
