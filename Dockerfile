FROM node:20-bookworm
RUN apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends \
      bubblewrap gcc g++ openjdk-17-jdk-headless python3 util-linux curl \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY package.json package-lock.json ./
COPY events/package.json events/
COPY server/package.json server/
COPY projections/package.json projections/
COPY judge/package.json judge/
COPY web/package.json web/
COPY seeds/package.json seeds/
COPY load-tests/package.json load-tests/
RUN npm ci --no-audit --no-fund
COPY . .
# The web app and dist/*.js: the processes run as plain JavaScript, without tsx.
RUN npm run build
EXPOSE 8080
CMD ["node", "--enable-source-maps", "dist/server.js"]
