import type { HtmlTagDescriptor, Plugin } from 'vite';
import type { SiteConfig } from '../src/config/site-schema';
import { newsCards } from './news-cards.js';
import { renderShareImage, SHARE_IMAGE } from './share-image.js';

/** What a link preview shows: title and description as the page's own. */
export interface PageText {
  title: string;
  description: string;
}

/** The share image's alt text, for previews read aloud. */
export function shareImageAlt(site: SiteConfig): string {
  return `${site.token.name} ($${site.token.ticker}) logo on a night sky, with the words "Community meme token on Solana"`;
}

/** The canonical page URL: the configured site URL with exactly one trailing slash. */
export function canonicalUrl(site: SiteConfig): string {
  return `${site.share.siteUrl.replace(/\/+$/, '')}/`;
}

/** Canonical link, Open Graph and Twitter card tags for the page's head. */
export function shareTags(site: SiteConfig, text: PageText): HtmlTagDescriptor[] {
  const url = canonicalUrl(site);
  const image = `${url}${SHARE_IMAGE.file}`;
  const alt = shareImageAlt(site);
  const property = (name: string, content: string): HtmlTagDescriptor => ({
    tag: 'meta',
    attrs: { property: name, content },
    injectTo: 'head',
  });
  const named = (name: string, content: string): HtmlTagDescriptor => ({
    tag: 'meta',
    attrs: { name, content },
    injectTo: 'head',
  });
  return [
    { tag: 'link', attrs: { rel: 'canonical', href: url }, injectTo: 'head' },
    property('og:type', 'website'),
    property('og:site_name', site.token.name),
    property('og:title', text.title),
    property('og:description', text.description),
    property('og:url', url),
    property('og:image', image),
    property('og:image:type', 'image/png'),
    property('og:image:width', String(SHARE_IMAGE.width)),
    property('og:image:height', String(SHARE_IMAGE.height)),
    property('og:image:alt', alt),
    named('twitter:card', 'summary_large_image'),
    named('twitter:title', text.title),
    named('twitter:description', text.description),
    named('twitter:image', image),
    named('twitter:image:alt', alt),
  ];
}

/**
 * The page's share card and build stamp: writes the Open Graph / Twitter tags into index.html,
 * renders the 1200×630 share image and the announcements' cards from the logo into the build (and serves it from the dev
 * server), and stamps the build year for the footer (VITE_BUILD_YEAR).
 */
export function siteMeta(options: { site: SiteConfig; logoFile: string }): Plugin {
  let text: PageText;
  return {
    name: 'site-meta',
    config() {
      // Set before Vite reads VITE_* variables, so both the page and its prerender see it.
      process.env.VITE_BUILD_YEAR ??= String(new Date().getUTCFullYear());
    },
    configResolved(config) {
      const name = `${options.site.token.name} ($${options.site.token.ticker})`;
      text = {
        title: config.env.VITE_SITE_TITLE ?? name,
        description: config.env.VITE_SITE_DESCRIPTION ?? `${name}: a community meme token on Solana.`,
      };
    },
    transformIndexHtml: () => shareTags(options.site, text),
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== `/${SHARE_IMAGE.file}`) return next();
        res.setHeader('Content-Type', 'image/png');
        res.end(renderShareImage(options.site, options.logoFile));
      });
    },
    generateBundle() {
      const source = renderShareImage(options.site, options.logoFile);
      this.emitFile({ type: 'asset', fileName: SHARE_IMAGE.file, source });
      // The announcements' own pages' cards, one per kind (behaviour §14.2, ADR 39).
      for (const card of newsCards(options.site, options.logoFile)) this.emitFile({ type: 'asset', ...card });
    },
  };
}
