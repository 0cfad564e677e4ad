import type { ReactNode } from 'react';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { List } from '@chakra-ui/react/list';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Link as RouterLink } from 'react-router-dom';

/**
 * The content documents' markdown-light (api/content.ts): `#` / `##` headings, paragraphs, `-` and `1.`
 * lists, `**bold**` and `[text](url)` links. Staff write these documents, buyers read them, so the
 * renderer builds React elements from parsed blocks and never injects HTML: anything else, `<script>`
 * included, stays visible text. Links are kept only for http(s) URLs and site paths (`/...`); any
 * other target (javascript:, data:, //host) shows as plain text.
 */
export type MarkdownBlock =
  | { kind: 'heading'; level: 1 | 2; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered: boolean; items: string[] };

const BULLET = /^\s*[-*]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;
const HEADING = /^(#{1,2})\s+(.*)$/;

/** Splits a document into blocks: blank lines end paragraphs and lists; a heading is one line. */
export function parseMarkdownLight(source: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;
  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
    if (list) blocks.push({ kind: 'list', ...list });
    paragraph = [];
    list = null;
  };
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    if (line.trim() === '') { flush(); continue; }
    const heading = HEADING.exec(line);
    if (heading) {
      flush();
      blocks.push({ kind: 'heading', level: heading[1]!.length === 1 ? 1 : 2, text: heading[2]!.trim() });
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    const item = bullet ?? numbered;
    if (item) {
      const ordered = Boolean(numbered);
      if (paragraph.length > 0 || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push(item[1]!.trim());
      continue;
    }
    // A line under a list item continues that item; otherwise it joins the paragraph.
    if (list) {
      const items = list.items;
      items[items.length - 1] = `${items[items.length - 1]} ${line.trim()}`;
    } else {
      paragraph.push(line.trim());
    }
  }
  flush();
  return blocks;
}

/** http(s) URLs and site paths only; `//host` (protocol-relative) is another site, so it is refused too. */
export function isSafeHref(href: string): boolean {
  if (href.startsWith('/')) return !href.startsWith('//') && !href.startsWith('/\\');
  try {
    const url = new URL(href);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

const INLINE = /\*\*([^*]+)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

/** Bold and links inside a block; everything between them is plain text (React escapes it). */
export function renderInline(text: string): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INLINE)) {
    const at = match.index;
    if (at > last) nodes.push(text.slice(last, at));
    const [whole, bold, label, href] = match;
    if (bold !== undefined) {
      nodes.push(<strong key={at}>{bold}</strong>);
    } else if (label !== undefined && href !== undefined && isSafeHref(href)) {
      nodes.push(href.startsWith('/')
        ? <Link key={at} asChild colorPalette="blue"><RouterLink to={href}>{label}</RouterLink></Link>
        : <Link key={at} href={href} colorPalette="blue" target="_blank" rel="noopener noreferrer">{label}</Link>);
    } else {
      nodes.push(whole);
    }
    last = at + whole.length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}

/** A content document's body; `headingOffset` lets a page keep its own h1 above the document's headings. */
export function MarkdownLight({ source, headingOffset = 1 }: { source: string; headingOffset?: 0 | 1 }) {
  const blocks = parseMarkdownLight(source);
  return (
    <Stack gap="3">
      {blocks.map((block, i) => {
        if (block.kind === 'heading') {
          const level = block.level + headingOffset;
          return (
            <Heading key={i} as={level === 1 ? 'h1' : level === 2 ? 'h2' : 'h3'} size={level <= 2 ? 'lg' : 'md'}>
              {renderInline(block.text)}
            </Heading>
          );
        }
        if (block.kind === 'list') {
          return (
            <List.Root key={i} as={block.ordered ? 'ol' : 'ul'} ps="5" gap="1">
              {block.items.map((item, j) => <List.Item key={j}>{renderInline(item)}</List.Item>)}
            </List.Root>
          );
        }
        return <Text key={i}>{renderInline(block.text)}</Text>;
      })}
    </Stack>
  );
}
