import { defaultSiteConfig } from 'shared/singletons/config'
import { defineRemoteConfig } from 'shared/build/remote-config'
import { inlineArticleSummariesPlugin, RSS_FILE_NAME, rssFeedPlugin } from './build/vite-plugins'
import { articleSummaries } from './src/content/article-summaries'
import { routeData } from './src/routes/route-data'

// The feed is served at /blog/rss.xml from this release (release.json's `files`).
const config = defineRemoteConfig('remoteBlog', routeData, {
  files: { '/blog/rss.xml': RSS_FILE_NAME },
  // Articles state counts, savings and the telehealth program together: one small chunk, not three.
  brandFactsInOneChunk: true,
})

export default {
  ...config,
  plugins: [
    ...(config.plugins ?? []),
    inlineArticleSummariesPlugin(articleSummaries),
    // Absolute item links on the default public origin (feeds are read off-site, so they cannot be relative).
    rssFeedPlugin(articleSummaries, defaultSiteConfig.siteUrl),
  ],
}
