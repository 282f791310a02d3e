import { describe, expect, it } from 'vitest';
import { joinUrl, readableUrl, svgDataUrl } from './join-link';

describe('the join link', () => {
  it('opens the event’s public page at the sign-up, on the server the projector is served from', () => {
    const url = joinUrl('https://liga.example.org', 'c0ffee00-0000-4000-8000-000000000001');
    expect(url).toBe('https://liga.example.org/events/c0ffee00-0000-4000-8000-000000000001?join=1');
    expect(readableUrl(url)).toBe('liga.example.org/events/c0ffee00-0000-4000-8000-000000000001?join=1');
  });

  it('draws the code from the page itself, as an image address that fetches nothing', () => {
    const src = svgDataUrl('<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1"/></svg>');
    expect(src.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(src.slice(src.indexOf(',') + 1))).toContain('<path d="M0 0h1"/>');
  });
});
