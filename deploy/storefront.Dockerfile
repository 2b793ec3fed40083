# syntax=docker/dockerfile:1
# The storefront: the menu pictures drawn and `next build` in the build stage, served by
# scripts/web.mjs (the built Next app) with production packages only, as an unprivileged user.
# Build from the repository root:
#   docker build -f deploy/storefront.Dockerfile -t hickory-storefront .
ARG NODE_IMAGE=node:24-trixie-slim

# Every package, to build. `npm ci` refuses the lockfile made here (it lacks other platforms'
# optional packages, such as sharp's and esbuild's native builds), so install with `npm install`.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run pictures && npx next build && rm -rf .next/cache

# Production packages only.
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --omit=dev --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000
WORKDIR /app
COPY --from=prod-deps /app/node_modules ./node_modules
COPY package.json next.config.js ./
COPY scripts/web.mjs ./scripts/web.mjs
COPY scripts/lib/change-events.mjs scripts/lib/page-cache.mjs ./scripts/lib/
COPY --from=build /app/public ./public
COPY --from=build /app/.next ./.next
# The node image's unprivileged user, by number so Kubernetes can check runAsNonRoot; the files
# stay root's, read-only to it, but for Next's own cache (optimised images).
RUN mkdir -p .next/cache && chown 1000:1000 .next/cache
USER 1000:1000
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "scripts/web.mjs"]
