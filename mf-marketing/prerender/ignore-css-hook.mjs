export async function load(url, context, nextLoad) {
  if (url.split('?')[0].endsWith('.css')) return { format: 'module', source: '', shortCircuit: true };
  return nextLoad(url, context);
}
