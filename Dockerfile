# Builds `linespace` in a Swift image and runs it in a slim Debian 12 image with only the runtime
# libraries and fonts (README, "Install").
#   docker build -t linespace .
#   docker run --rm linespace measure --json --text "Hello 世界"
#   docker run --rm -v "$PWD:/out" linespace render --sample -o /out/label.png
# The builder's toolchain is the one the package is tested with (Swift 6.3); the runtime image
# must be the same Debian release as the builder (ICU's library name carries its version).
ARG SWIFT_IMAGE=swift:6.3-bookworm
ARG RUNTIME_IMAGE=debian:bookworm-slim

FROM ${SWIFT_IMAGE} AS build
RUN apt-get update \
 && apt-get install -y --no-install-recommends pkg-config libharfbuzz-dev libfreetype-dev \
      libfontconfig-dev libicu-dev libcairo2-dev libspng-dev libhyphen-dev \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY Package.swift ./
COPY Sources ./Sources
COPY Tests ./Tests
# Only the command's product: the benchmark (which needs Pango) is not built.
RUN swift build -c release --product linespace --static-swift-stdlib \
 && install -D -m 755 "$(swift build -c release --show-bin-path)/linespace" /usr/local/bin/linespace

FROM ${RUNTIME_IMAGE}
RUN apt-get update \
 && apt-get install -y --no-install-recommends libharfbuzz0b libfreetype6 libfontconfig1 \
      libicu72 libcairo2 libspng0 libhyphen0 hyphen-en-us libstdc++6 fontconfig \
      fonts-dejavu-core fonts-noto-cjk fonts-noto-color-emoji \
 && rm -rf /var/lib/apt/lists/*
COPY --from=build /usr/local/bin/linespace /usr/local/bin/linespace
WORKDIR /work
ENTRYPOINT ["linespace"]
CMD ["--help"]
