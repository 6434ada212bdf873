// What gatsby-ssr's onPreRenderHTML makes of a page without a runtime (README.md). Gatsby's
// scripts — the `_gatsby-scripts` slice it stitches into every page (the chunk map, the build's
// hash and the runtime's files), or in a build without slices the `<script src>` tags — go into
// an inert `<template>`: the browser neither fetches nor runs what is in one. The island script
// follows; when a visit needs the runtime, it inserts those scripts itself. The preloads of the
// runtime's files leave the head. Everything else stays as Gatsby wrote it.
import { createElement, isValidElement, type ReactNode } from 'react';
import { ISLANDS_CONFIG_ID, RUNTIME_TEMPLATE_ID, type IslandsConfig } from './islandsConfig';

type ElementProps = { src?: unknown; as?: unknown; sliceId?: unknown };

function propsOf(node: ReactNode): ElementProps | null {
  return isValidElement(node) ? (node.props as ElementProps) : null;
}

/** Gatsby's scripts slice, or one of its `<script src>` tags (and polyfills) without slices. */
function isRuntime(node: ReactNode): boolean {
  const props = propsOf(node);
  if (!props || !isValidElement(node)) return false;
  return (
    props.sliceId === '_gatsby-scripts' || (node.type === 'script' && typeof props.src === 'string')
  );
}

/** `<link rel=preload|prefetch as=script>`: the runtime, fetched ahead for nothing. */
function isRuntimePreload(node: ReactNode): boolean {
  return isValidElement(node) && node.type === 'link' && propsOf(node)?.as === 'script';
}

/** JSON in a script element: `<` escaped, so no text in it can close the element. */
function jsonBlock(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

export function islandHead(head: readonly ReactNode[]): ReactNode[] {
  return head.filter((node) => !isRuntimePreload(node));
}

export function islandPostBody(
  postBody: readonly ReactNode[],
  islandsScript: string,
  config: IslandsConfig,
): ReactNode[] {
  return [
    ...postBody.filter((node) => !isRuntime(node)),
    createElement(
      'template',
      { key: 'site-runtime', id: RUNTIME_TEMPLATE_ID },
      ...postBody.filter(isRuntime),
    ),
    createElement('script', {
      key: 'site-islands-config',
      id: ISLANDS_CONFIG_ID,
      type: 'application/json',
      dangerouslySetInnerHTML: { __html: jsonBlock(config) },
    }),
    createElement('script', {
      key: 'site-islands',
      dangerouslySetInnerHTML: { __html: islandsScript },
    }),
  ];
}
