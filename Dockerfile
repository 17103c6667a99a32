# Vigil: the console and its API in one image (README, "Deploy").
#   docker build -t vigil .        docker compose up -d        (compose.yaml: with PostgreSQL 16)
# The running image holds built JavaScript only for the server (apps/server/dist, bundled by
# esbuild) and the web console (apps/web/dist); no TypeScript compiler or loader runs the server.
# The agent's sources and esbuild stay in it: the server bundles the agent for the installation
# packages on their first download (ARCHITECTURE.md, "Installation packages").

ARG NODE_IMAGE=node:20-bookworm-slim

# 1. Build: every dependency, then `npm run build` (the web console, then the server bundle).
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY apps/agent/package.json apps/agent/
COPY packages/contracts/package.json packages/contracts/
COPY packages/classify/package.json packages/classify/
COPY packages/extract/package.json packages/extract/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. Production dependencies of the server workspace only (and the workspaces it uses).
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/apps/server/package.json apps/server/
COPY --from=build /app/apps/web/package.json apps/web/
COPY --from=build /app/apps/agent/package.json apps/agent/
COPY --from=build /app/packages/contracts/package.json packages/contracts/
COPY --from=build /app/packages/classify/package.json packages/classify/
COPY --from=build /app/packages/extract/package.json packages/extract/
COPY --from=build /app/e2e/package.json e2e/
COPY --from=build /app/bench/package.json bench/
RUN npm ci --omit=dev --workspace @vigil/server --no-audit --no-fund

# 3. Run: node, the bundle, and what it reads beside it, as the unprivileged `node` user.
FROM ${NODE_IMAGE}
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=4000 \
    DATA_DIR=/app/data
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/apps/server/package.json apps/server/
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/server/src/installation/templates apps/server/src/installation/templates
COPY --from=build /app/apps/web/package.json apps/web/
COPY --from=build /app/apps/web/dist apps/web/dist
# The agent's sources, bundled by the server for installers (with the workspaces they import).
COPY --from=build /app/apps/agent/package.json apps/agent/
COPY --from=build /app/apps/agent/bin apps/agent/bin
COPY --from=build /app/apps/agent/build apps/agent/build
COPY --from=build /app/apps/agent/src apps/agent/src
COPY --from=build /app/packages/contracts/package.json packages/contracts/
COPY --from=build /app/packages/contracts/src packages/contracts/src
COPY --from=build /app/packages/classify/package.json packages/classify/
COPY --from=build /app/packages/classify/src packages/classify/src
COPY --from=build /app/packages/extract/package.json packages/extract/
COPY --from=build /app/packages/extract/src packages/extract/src
# DATA_DIR holds the e-mails written without SMTP_URL; the database is PostgreSQL (DATABASE_URL).
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 4000
# Ready: the database answers and every migration is applied (GET /readyz).
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 4000) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/server/dist/main.js"]
