// Syntax highlighting for code in diffs: lowlight (highlight.js's grammars, as a syntax tree instead of an HTML
// string, so nothing is ever set as HTML) with a dozen common languages only, picked by the file's extension. The
// tree is flattened into lines of tokens, each with the classes of the spans around it (viewer.css colours them;
// the text is the same without colour).
import bash from 'highlight.js/lib/languages/bash';
import css from 'highlight.js/lib/languages/css';
import go from 'highlight.js/lib/languages/go';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import markdown from 'highlight.js/lib/languages/markdown';
import python from 'highlight.js/lib/languages/python';
import rust from 'highlight.js/lib/languages/rust';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';
import { createLowlight } from 'lowlight';

const lowlight = createLowlight({ bash, css, go, javascript, json, markdown, python, rust, sql, typescript, xml, yaml });

const BY_EXTENSION: Readonly<Record<string, string>> = {
  ts: 'typescript',
  tsx: 'typescript',
  mts: 'typescript',
  cts: 'typescript',
  js: 'javascript',
  jsx: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  json: 'json',
  css: 'css',
  html: 'xml',
  xml: 'xml',
  svg: 'xml',
  md: 'markdown',
  py: 'python',
  sh: 'bash',
  bash: 'bash',
  yml: 'yaml',
  yaml: 'yaml',
  sql: 'sql',
  go: 'go',
  rs: 'rust',
};

/** The language of a file by its extension; null when none of those bundled (the code is shown plain). */
export function languageOf(path: string): string | null {
  const extension = /\.([A-Za-z0-9]+)$/.exec(path)?.[1]?.toLowerCase();
  return (extension && BY_EXTENSION[extension]) || null;
}

/** A run of text and the highlighter's classes for it ('' for plain text). */
export type Token = { text: string; classes: string };

type HastNode = { type: string; value?: string; properties?: { className?: unknown }; children?: HastNode[] };

/** `text` highlighted as `language` (plain when null), as lines of tokens: one line per line of the text. */
export function highlightLines(text: string, language: string | null): Token[][] {
  const lines: Token[][] = [[]];
  const add = (value: string, classes: string) => {
    const pieces = value.split('\n');
    pieces.forEach((piece, index) => {
      if (index > 0) lines.push([]);
      if (piece) lines[lines.length - 1]!.push({ text: piece, classes });
    });
  };
  if (!language) {
    add(text, '');
    return lines;
  }
  const walk = (node: HastNode, classes: string) => {
    if (node.type === 'text') return add(node.value ?? '', classes);
    const own = node.properties?.className;
    const inner = Array.isArray(own) ? [classes, ...own].filter(Boolean).join(' ') : classes;
    for (const child of node.children ?? []) walk(child, inner);
  };
  walk(lowlight.highlight(language, text) as HastNode, '');
  return lines;
}
