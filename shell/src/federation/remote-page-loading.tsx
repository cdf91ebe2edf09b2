import { useEffect, useLayoutEffect } from 'react';
import {
  FIRST_SCREEN_TAPS_GLOBAL,
  changedFields,
  fieldOf,
  replayInto,
  showFields,
  tapOf,
  type RecordedField,
  type RecordedTap,
} from '@app/shared/prerender/first-screen-input';
import {
  STATIC_FALLBACK_ROOT_ATTRIBUTE,
  captureFallbackPage,
  elementAt,
  elementPath,
  type CapturedFallbackPage,
} from '@app/shared/prerender/static-fallback';
import { Spinner } from '@app/shared/ui';

const pageRoot = () => document.getElementById('main');
/** Taps are kept by place in the whole layout: one on the server's top bar (her menu) counts too. */
const tapRoot = () => document.getElementById('root');

// Taken from the server's HTML when this module loads, before the first render replaces it.
let captured: CapturedFallbackPage | null = typeof document === 'undefined' ? null : captureFallbackPage(document.getElementById('root'));

/**
 * Where in the server's first screen the focus is (a keyboard user may tab in before the scripts
 * run), as a path under <main>: each render that replaces that markup with the same markup puts
 * the focus back on the same place, rather than dropping it to the top of the document.
 */
let focusPath: number[] | null = null;
const followFocus = (event: FocusEvent) => {
  focusPath = elementPath(pageRoot(), event.target) ?? focusPath;
};

/**
 * What she did to the first screen until the live page is in (shared/src/prerender/first-screen-input.ts):
 * the controls she tapped, first those the page's loader recorded before this script ran (in the
 * server's layout), then those on the shell's copy of the page (the top bar is the shell's own by
 * then, and answers a tap itself), and her fields' states, by place.
 */
let taps: RecordedTap[] = [];
const fields = new Map<string, RecordedField>();
const keepField = (field: RecordedField | null) => {
  if (field) fields.set(field.path.join('.'), field);
};
/**
 * A tap to replay: one on the page (the server's, or the shell's copy of it), or anywhere on the
 * server's layout while it is still in (the shell's first render waits for the registry, and a tap
 * on the server's top bar meanwhile would be lost). The shell's own top bar answers a tap itself.
 */
const followTaps = (event: MouseEvent) => {
  const target = event.target as Node;
  const onFirstScreen = pageRoot()?.contains(target) || document.querySelector(`[${STATIC_FALLBACK_ROOT_ATTRIBUTE}]`)?.contains(target);
  const tap = onFirstScreen ? tapOf(tapRoot(), event.target) : null;
  if (tap) taps.push(tap);
};
const followFields = (event: Event) => keepField(fieldOf(pageRoot(), event.target));

if (captured) {
  focusPath = elementPath(pageRoot(), document.activeElement);
  document.addEventListener('focusin', followFocus);
  const recorded = window as unknown as Record<string, Element[] | null | undefined>;
  taps = (recorded[FIRST_SCREEN_TAPS_GLOBAL] ?? []).map((control) => tapOf(tapRoot(), control)).filter((tap) => tap !== null);
  recorded[FIRST_SCREEN_TAPS_GLOBAL] = null;
  changedFields(pageRoot()).forEach(keepField);
  document.addEventListener('click', followTaps, true);
  document.addEventListener('input', followFields, true);
  document.addEventListener('change', followFields, true);
}

/** The server's first screen, when it was drawn for the page now open. */
const capturedForThisPage = () => (captured && captured.route === window.location.pathname ? captured : null);

function restoreFocus() {
  if (!focusPath || (document.activeElement && document.activeElement !== document.body)) return;
  const target = elementAt(pageRoot(), focusPath);
  if (target instanceof HTMLElement) target.focus({ preventScroll: true });
}

/**
 * What a remote page shows while its code loads: on the first load of a route the server sent a
 * static fallback for (a remote's prerendered page), that same markup, so nothing moves when the
 * live page replaces it; otherwise a spinner.
 */
export function RemotePageLoading() {
  const page = capturedForThisPage();
  useLayoutEffect(() => {
    if (!page) return;
    showFields(pageRoot(), [...fields.values()]);
    restoreFocus();
  }, [page]);
  useEffect(
    () => () => {
      // The live page is in: the focus goes to its copy of what had it, and the first screen is done with.
      restoreFocus();
      if (capturedForThisPage() && (taps.length || fields.size)) {
        const done = { taps, fields: [...fields.values()] };
        // After the live page's own effects have run, as if she did it now.
        setTimeout(() => {
          replayInto(pageRoot(), { fields: done.fields, taps: [] });
          replayInto(tapRoot(), { fields: [], taps: done.taps });
        });
      }
      captured = null;
      focusPath = null;
      taps = [];
      fields.clear();
      document.removeEventListener('focusin', followFocus);
      document.removeEventListener('click', followTaps, true);
      document.removeEventListener('input', followFields, true);
      document.removeEventListener('change', followFields, true);
    },
    [],
  );
  if (!page) return <Spinner />;
  return <FirstScreenCopy page={page} />;
}

function FirstScreenCopy({ page }: { page: CapturedFallbackPage }) {
  return <div className={page.className} dangerouslySetInnerHTML={{ __html: page.html }} />;
}

/**
 * What shows while the shell checks a member's subscription at start (SPEC section 4): the page
 * the server drew for her, when it drew this one (she has a plan, or it would not have), so the
 * first screen stays as it is until her live page replaces it; otherwise a spinner.
 */
export function SubscriptionCheckLoading() {
  const page = capturedForThisPage();
  return page ? <FirstScreenCopy page={page} /> : <Spinner label="Checking your subscription" />;
}
