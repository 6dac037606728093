/**
 * Studio's side of the flow operation "rental-site-call" (index.js): its name and what the
 * flow's editor shows. The setup builds and rebuilds the operations; staff do not configure it.
 */
export default {
  id: 'rental-site-call',
  name: 'Llamar a los sitios',
  icon: 'send',
  description: 'POST to a site with the shared secret from the CMS environment',
  overview: ({ url, runners }) => [
    { label: 'URL', text: url },
    ...(Array.isArray(runners) ? [{ label: 'Roles', text: runners.join(', ') }] : []),
  ],
  options: [
    { field: 'url', name: 'URL', type: 'string', meta: { width: 'full', interface: 'input' } },
    { field: 'body', name: 'Body', type: 'json', meta: { width: 'full', interface: 'input-code' } },
    { field: 'runners', name: 'Roles', type: 'csv', meta: { width: 'full', interface: 'tags' } },
  ],
};
