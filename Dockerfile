# One Dockerfile, one target per deployable: `api`, `shell` (site server) and `remote` (one
# remote's static build, chosen with --build-arg REMOTE=mf-…). See docker-compose.yml.
#
# Multi-stage: the build stages install everything (dev dependencies included) and compile; the
# `api` and `shell` images hold only production dependencies (`npm install --omit=dev` for their
# workspace) and the servers compiled to plain JavaScript (tooling/scripts/build-server.ts), run
# by `node` itself, not tsx, with no TypeScript sources; `node` is PID 1, so SIGTERM reaches the
# servers' graceful shutdown. README "Docker" and docs/docker.md say what of this was verified.
#
# Node: the current LTS. CI runs the unit tests and a start-up smoke test on this major (.ci/run
# reads the first `FROM node:<major>-` line below).
FROM node:24-bookworm-slim AS deps
WORKDIR /app
# Every workspace's package.json (a new workspace, a new remote included, adds its line here).
COPY package.json package-lock.json ./
COPY config/package.json config/
COPY app-config/package.json app-config/
COPY tooling/package.json tooling/
COPY domain/package.json domain/
COPY shared-ui/package.json shared-ui/
COPY api/package.json api/
COPY shell/package.json shell/
COPY mf-marketing/package.json mf-marketing/
COPY mf-partnership/package.json mf-partnership/
COPY mf-locator/package.json mf-locator/
COPY mf-admin/package.json mf-admin/
COPY e2e/package.json e2e/
# The manifests alone, for the runtime images' production install.
RUN mkdir /manifests && cp --parents package.json package-lock.json */package.json /manifests/
RUN npm install --no-audit --no-fund
COPY . .

# --- build stages (full install) --------------------------------------------------------------

FROM deps AS api-build
RUN npx tsx tooling/scripts/build-server.ts api

FROM deps AS shell-build
# Browser builds of the remotes and the shell (the site server serves them from <folder>/dist),
# then the site server itself; /out holds what the image takes.
RUN npx tsx tooling/scripts/build.ts \
 && npx tsx tooling/scripts/build-server.ts shell \
 && mkdir /out \
 && cp -r --parents dist/shell shell/dist mf-*/dist /out/

FROM deps AS remote-build
ARG REMOTE
RUN test -n "$REMOTE" && npx tsx tooling/scripts/build.ts "$REMOTE"

# --- runtime images (production dependencies only) ---------------------------------------------

FROM node:24-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production
# Stack traces name the TypeScript sources (the builds carry source maps).
ENV NODE_OPTIONS=--enable-source-maps
COPY --from=deps /manifests/ ./

FROM runtime AS api
RUN npm install --omit=dev --workspace api --no-audit --no-fund && npm cache clean --force
COPY --from=api-build /app/dist/api dist/api
USER node
EXPOSE 4000
CMD ["node", "dist/api/main.js"]

FROM runtime AS shell
RUN npm install --omit=dev --workspace shell --no-audit --no-fund && npm cache clean --force
COPY --from=shell-build /out/ ./
USER node
EXPOSE 3000
CMD ["node", "dist/shell/main.js"]

FROM nginx:1.27-alpine AS remote
ARG REMOTE
COPY tooling/docker/remote-nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=remote-build /app/${REMOTE}/dist /usr/share/nginx/html
