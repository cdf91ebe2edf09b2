// A stylesheet import evaluates to nothing but a note of its file, in import order, so the
// prerender can inline the stylesheets of @app/shared's components (the build carries the rest).
export async function load(url, context, nextLoad) {
  if (url.split('?')[0].endsWith('.css')) {
    const source = `(globalThis.__prerenderStylesheets ??= []).push(${JSON.stringify(url.split('?')[0])});`;
    return { format: 'module', source, shortCircuit: true };
  }
  return nextLoad(url, context);
}
