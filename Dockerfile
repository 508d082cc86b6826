# One Dockerfile, one target per deployable: `api`, `shell` (site server) and `remote` (one
# remote's static build, chosen with --build-arg REMOTE=mf-…). See docker-compose.yml.
# Node: the current LTS. CI runs the unit tests and a start-up smoke test on this major (.ci/run).
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
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
RUN npm install --no-audit --no-fund
COPY . .

FROM deps AS api
ENV NODE_ENV=production
EXPOSE 4000
CMD ["npx", "tsx", "api/src/main.ts"]

FROM deps AS shell
ENV NODE_ENV=production
RUN npx tsx tooling/scripts/build.ts
EXPOSE 3000
CMD ["npx", "tsx", "shell/server/main.ts"]

FROM deps AS remote-build
ARG REMOTE
RUN test -n "$REMOTE" && npx tsx tooling/scripts/build.ts "$REMOTE"

FROM nginx:1.27-alpine AS remote
ARG REMOTE
COPY tooling/docker/remote-nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=remote-build /app/${REMOTE}/dist /usr/share/nginx/html
