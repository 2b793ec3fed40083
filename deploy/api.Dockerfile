# syntax=docker/dockerfile:1
# The ordering API: compiled by esbuild (npm run build:api) and run with node, production packages
# only, as an unprivileged user. Build from the repository root:
#   docker build -f deploy/api.Dockerfile -t hickory-api .
# The same image runs the migrations once per release: `node dist/api/index.js migrate`.
ARG NODE_IMAGE=node:24-trixie-slim

# Every package, to compile. `npm ci` refuses the lockfile made here (it lacks other platforms'
# optional packages, such as sharp's and esbuild's native builds), so install with `npm install`.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build:api

# Production packages only.
FROM ${NODE_IMAGE} AS prod-deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm install --omit=dev --no-audit --no-fund && npm cache clean --force

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    API_HOST=0.0.0.0 \
    API_PORT=4000
WORKDIR /app
COPY --from=prod-deps /app/node_modules ./node_modules
COPY package.json ./
COPY --from=build /app/dist/api ./dist/api
# Read at run time from the working directory (PAYMENT_PAGE_SCRIPTS_FILE's default).
COPY docs/payment-page-scripts.md ./docs/payment-page-scripts.md
# The node image's unprivileged user, by number so Kubernetes can check runAsNonRoot. It owns only
# data/ (PGlite and uploads, when no DATABASE_URL or S3 is set).
RUN mkdir -p data/uploads && chown -R 1000:1000 data
USER 1000:1000
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.API_PORT || 4000) + '/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "dist/api/index.js"]
