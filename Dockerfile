# The composer and the lead delivery worker: one image, two commands (docs/deploying.md,
# "Production"). Build it from a checkout, with the deployment's site settings, so the pages are
# rendered with its phone numbers and addresses:
#   docker build -t site --build-arg SITE_CONFIG_JSON="$(cat /etc/site/site.json)" .
# Composer (the default command), with the site settings file composer.env names (SITE_CONFIG_FILE)
# mounted: a production composer that cannot read it, or whose settings name no backend, stops
# with a not-started line rather than start an embedded database inside the container:
#   docker run --env-file /etc/site/composer.env -v /etc/site/site.json:/etc/site/site.json:ro -p 4173:4173 site
# Worker:
#   docker run --env-file /etc/site/worker.env site node --import tsx supabase/src/cli/worker.ts
FROM node:20.20-bookworm-slim AS build
WORKDIR /srv/site
COPY . .
# Install scripts are not needed (the platform binaries come as optional dependencies).
RUN npm ci --no-audit --no-fund --ignore-scripts
ARG SITE_CONFIG_JSON={}
RUN SITE_CONFIG_JSON="$SITE_CONFIG_JSON" npm run build

FROM node:20.20-bookworm-slim
WORKDIR /srv/site
COPY --from=build --chown=node:node /srv/site /srv/site
USER node
# A container listens beyond its loopback; the composer says so at start, and nginx is its TLS proxy.
ENV NODE_ENV=production HOST=0.0.0.0 PORT=4173
EXPOSE 4173
# Both commands finish what is in flight on SIGTERM (docker stop), then exit.
STOPSIGNAL SIGTERM
CMD ["node", "shell/dist-server/main.js"]
