// CloudFront Function (runtime cloudfront-js-2.0), viewer request. A plain script, no exports: the
// stack and the local servers build its code with infra/edge/viewer-request-code.ts and evaluate it
// as it is, so all of them behave alike.

// Set at synth from the web build (viewer-request-code.ts): the site's files, and the 404 answer with its
// headers. Left null (the Vite dev server, which has no build), every path is passed on.
var SITE = null;

// Set from the route table (viewer-request-code.ts): every API route's path template after `/api`,
// its segments joined by '/' with '*' for a parameter and a '|'-separated list for a parameter of known
// values (`{collection}`), mapped to its methods, one letter each (METHODS): the table is most of this
// function's bytes, and CloudFront counts every one. Left null, API requests pass unchanged.
var API_ROUTES = null;
const METHODS = { G: 'GET', P: 'POST', U: 'PUT', D: 'DELETE', A: 'PATCH', O: 'OPTIONS' };

// Brand routes answer with a redirect so the browser shows (and bookmarks) the real file.
const REDIRECTS = {
  '/brand-assets': '/brand/',
  '/brand-pack': '/brand/brand-pack.zip',
  '/brand': '/brand/',
};

// Section routes serve the landing page; the app reads the path and scrolls to the section (`/news/<id>`
// is not one: an announcement's own page, newsPage below).
const SECTIONS = ['whitepaper', 'tokenomics', 'roadmap', 'community', 'official', 'news', 'donate'];

// ADR 21: the locales other than English, each a path prefix with its own prerendered page; the brand
// and section routes work below each one (`/es/roadmap`, `/ar/brand-pack`).
const LOCALES = ['es', 'pt-br', 'zh-cn', 'ru', 'tr', 'vi', 'id', 'ko', 'ja', 'ar'];

// Values arrive as the viewer sent them (still URL-encoded), so they are joined back unchanged.
function querySuffix(querystring) {
  const parts = [];
  for (const key in querystring) {
    const entry = querystring[key];
    const values = entry.multiValue ? entry.multiValue : [entry];
    for (let i = 0; i < values.length; i++) {
      parts.push(values[i].value === '' ? key : `${key}=${values[i].value}`);
    }
  }
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

function redirect(location, querystring) {
  return {
    statusCode: 302,
    statusDescription: 'Found',
    headers: { location: { value: location + querySuffix(querystring) } },
  };
}

// S3 behind origin access control answers 403 XML for a missing key, so unknown paths are answered here.
// Under a locale prefix the page speaks that locale: its `<html>` attributes, title, heading and link home.
function notFound(locale) {
  var headers = {};
  for (var name in SITE.notFound.headers) {
    headers[name] = { value: SITE.notFound.headers[name] };
  }
  var body = SITE.notFound.body;
  var local = SITE.notFound.locales ? SITE.notFound.locales[locale] : undefined;
  if (local) {
    body = body
      .replace(/<html[^>]*>/, `<html ${local[0]}>`)
      .replace(/<title>[^<·]*/, `<title>${local[1]} `)
      .replace(/<h1>[\s\S]*<\/main>/, `<h1>${local[1]}</h1><a href="/${locale}/">${local[2]}</a></main>`);
  }
  return {
    statusCode: 404,
    statusDescription: 'Not Found',
    headers: headers,
    body: { encoding: 'text', data: body },
  };
}

// The methods of the routes whose template matches the path's segments (behaviour §10): a literal
// matches itself, '*' any non-empty segment, a list one of its values exactly (so `fa%71`, `FAQ` or
// `faq%2Fx` is no collection). HEAD is answered as GET. An empty list: no route has this path.
function routeMethods(uri) {
  const segments = uri.slice('/api'.length).split('/');
  let methods = [];
  for (const template in API_ROUTES) {
    const parts = template.split('/');
    if (parts.length !== segments.length) continue;
    // A literal is a list of one value.
    const matches = parts.every((part, i) =>
      part === '*' ? segments[i] !== '' : part.split('|').indexOf(segments[i]) !== -1,
    );
    if (matches) methods = methods.concat(API_ROUTES[template].split('').map((letter) => METHODS[letter]));
  }
  return methods;
}

// An API error answered here, in the API's JSON shape (behaviour §10), with the page's security headers.
function apiError(statusCode, statusDescription, extra) {
  const headers = {};
  const base = SITE === null ? {} : SITE.notFound.headers;
  for (const name in base) headers[name] = { value: base[name] };
  headers['content-type'] = { value: 'application/json; charset=utf-8' };
  headers['cache-control'] = { value: 'no-store' };
  for (const name in extra) headers[name] = { value: extra[name] };
  return {
    statusCode: statusCode,
    statusDescription: statusDescription,
    headers: headers,
    body: { encoding: 'text', data: JSON.stringify({ success: false, message: statusDescription }) },
  };
}

// biome-ignore lint/correctness/noUnusedVariables: CloudFront calls `handler` by name.
function handler(event) {
  const request = event.request;
  // behaviour §14.2, ADR 39: `/news/<slug>` and `/<locale>/news/<slug>` are an announcement's own page,
  // the API's news-page route (`en` without a prefix); `/news/` and `/es/news/` stay the news section.
  const news = /^(?:\/([^/]+))?\/news\/(.+)$/.exec(request.uri);
  if (news && (!news[1] || LOCALES.indexOf(news[1]) !== -1)) {
    request.uri = `/api/pages/${news[1] || 'en'}/news/${news[2]}`;
  }
  const uri = request.uri;
  const endsWithSlash = uri.length > 1 && uri.charAt(uri.length - 1) === '/';

  // API routes have no trailing slash: `/api/` is the route `/api`.
  if (uri === '/api' || uri.indexOf('/api/') === 0) {
    if (endsWithSlash) {
      request.uri = uri.slice(0, -1);
    }
    if (API_ROUTES !== null) {
      // A path no route has is answered here, never by a function run per request.
      const methods = routeMethods(request.uri);
      if (methods.length === 0) return apiError(404, 'Not found');
      const method = request.method === 'HEAD' ? 'GET' : request.method;
      if (methods.indexOf(method) === -1) {
        return apiError(405, 'Method not allowed', { allow: methods.join(', ') });
      }
    }
    // No GET outside the administrator's reads uses a query string or a token: dropped here (ADR 15), so
    // `?r=<random>` or a random Authorization cannot make each request a new cache entry. Writes and
    // /api/admin/ reads keep their Authorization.
    if ((request.method === 'GET' || request.method === 'HEAD') && request.uri.indexOf('/api/admin/') !== 0) {
      request.querystring = {};
      delete request.headers.authorization;
    }
    return request;
  }

  // `/es/roadmap` is the section route `/roadmap` of the Spanish page; `/es` and `/es/` its home.
  const first = uri.split('/')[1];
  const locale = LOCALES.indexOf(first) !== -1 ? first : '';
  const rest = locale === '' ? uri : uri.slice(locale.length + 1) || '/';
  const bare = rest.length > 1 && rest.charAt(rest.length - 1) === '/' ? rest.slice(0, -1) : rest;
  const target = REDIRECTS[bare];
  if (typeof target === 'string' && target !== uri) {
    return redirect(target, request.querystring);
  }

  // A locale's page is reached through its prefix only: the build does not list `/es/index.html`.
  if (
    rest === '/' ||
    (locale !== '' && rest === '/index.html') ||
    SECTIONS.indexOf(rest.split('/')[1]) !== -1
  ) {
    request.uri = locale === '' ? '/index.html' : `/${locale}/index.html`;
    return request;
  }

  // A folder (e.g. /brand/) serves its index.html: S3 behind OAC has no directory index.
  if (endsWithSlash) {
    request.uri = `${uri}index.html`;
  }
  if (SITE !== null && SITE.files[request.uri] !== true) {
    return notFound(locale);
  }
  return request;
}
