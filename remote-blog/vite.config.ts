import { defaultSiteConfig } from 'shared/config'
import { defineRemoteConfig } from 'shared/build/remote-config'
import { inlineArticleSummariesPlugin, rssFeedPlugin } from './build/vite-plugins'
import { articleSummaries } from './src/content/article-summaries'
import { routeData } from './src/routes/route-data'

const config = defineRemoteConfig('remoteBlog', routeData)

export default {
  ...config,
  plugins: [
    ...(config.plugins ?? []),
    inlineArticleSummariesPlugin(articleSummaries),
    // Absolute item links on the default public origin (feeds are read off-site, so they cannot be relative).
    rssFeedPlugin(articleSummaries, defaultSiteConfig.siteUrl),
  ],
}
