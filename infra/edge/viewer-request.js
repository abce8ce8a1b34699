// CloudFront Function (runtime cloudfront-js-2.0), viewer request. A plain script, no exports: the
// stack and the local servers build its code with infra/edge/viewer-request-code.ts and evaluate it
// as it is, so all of them behave alike.

// Set at synth from the web build (viewer-request-code.ts): the site's files, and the 404 answer with its
// headers. Left null (the Vite dev server, which has no build), every path is passed on.
var SITE = null;

// Set from the route table (viewer-request-code.ts): the public GET routes of the API, each as its path
// segments with '*' for a parameter. Left null, API requests pass unchanged.
var PUBLIC_READS = null;

// Brand routes answer with a redirect so the browser shows (and bookmarks) the real file.
const REDIRECTS = {
  '/brand-assets': '/brand/',
  '/brand-pack': '/brand/brand-pack.zip',
  '/brand': '/brand/',
};

// Section routes serve the landing page; the app reads the path and scrolls to the section.
const SECTIONS = ['whitepaper', 'tokenomics', 'roadmap', 'community', 'official'];

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
function notFound() {
  var headers = {};
  for (var name in SITE.notFound.headers) {
    headers[name] = { value: SITE.notFound.headers[name] };
  }
  return {
    statusCode: 404,
    statusDescription: 'Not Found',
    headers: headers,
    body: { encoding: 'text', data: SITE.notFound.body },
  };
}

// A GET or HEAD of a public route: its segments match one of PUBLIC_READS (`*` matches any non-empty one).
function isPublicRead(request) {
  if (PUBLIC_READS === null || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
  const segments = request.uri.split('/');
  return PUBLIC_READS.some(
    (route) =>
      route.length === segments.length &&
      route.every((part, i) => (part === '*' ? segments[i] !== '' : part === segments[i])),
  );
}

// biome-ignore lint/correctness/noUnusedVariables: CloudFront calls `handler` by name.
function handler(event) {
  const request = event.request;
  const uri = request.uri;
  const endsWithSlash = uri.length > 1 && uri.charAt(uri.length - 1) === '/';

  // API routes have no trailing slash: `/api/` is the route `/api`.
  if (uri === '/api' || uri.indexOf('/api/') === 0) {
    if (endsWithSlash) {
      request.uri = uri.slice(0, -1);
    }
    // No public route reads a query string or a token: dropped here, every visitor's request is the one
    // cached entry, so `?r=<random>` or a random Authorization cannot make each request reach the origin.
    // Admin writes (and any admin read) keep their Authorization.
    if (isPublicRead(request)) {
      request.querystring = {};
      delete request.headers.authorization;
    }
    return request;
  }

  const bare = endsWithSlash ? uri.slice(0, -1) : uri;
  const target = REDIRECTS[bare];
  if (typeof target === 'string' && target !== uri) {
    return redirect(target, request.querystring);
  }

  if (uri === '/' || SECTIONS.indexOf(uri.split('/')[1]) !== -1) {
    request.uri = '/index.html';
    return request;
  }

  // A folder (e.g. /brand/) serves its index.html: S3 behind OAC has no directory index.
  if (endsWithSlash) {
    request.uri = `${uri}index.html`;
  }
  if (SITE !== null && SITE.files[request.uri] !== true) {
    return notFound();
  }
  return request;
}
