# VoltCheck's container image: the same build `npm start` runs (node api/dist/index.js), one process per container.
# compose.yaml runs three of them behind a load balancer on one PostgreSQL and one S3-compatible bucket.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY . .
RUN npm ci --no-audit --no-fund && npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/var/lib/voltcheck
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/api ./api
COPY --from=build /app/ui-shared ./ui-shared
COPY --from=build /app/api-client ./api-client
COPY --from=build /app/portal-ui/dist ./portal-ui/dist
COPY --from=build /app/admin-ui/dist ./admin-ui/dist
COPY --from=build /app/migrations ./migrations
COPY --from=build /app/fixtures ./fixtures
RUN mkdir -p /var/lib/voltcheck && chown node:node /var/lib/voltcheck
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s CMD node -e "fetch('http://127.0.0.1:3000/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "api/dist/index.js"]
