import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from '../src/ui/safe-html';

describe('SafeHtml', () => {
  it('keeps paragraphs, emphasis and lists, and drops everything else but the text', () => {
    const { container } = render(
      <SafeHtml
        html={
          '<p onclick="steal()">Hello <strong style="color:red">there</strong></p>' +
          '<ul><li>one</li><li><a href="javascript:alert(1)">two</a></li></ul>' +
          '<img src=x onerror="alert(1)"><script>alert(2)</script><iframe src="//evil"></iframe>'
        }
      />,
    );

    expect(container.querySelector('p')?.getAttribute('onclick')).toBeNull();
    expect(container.querySelector('strong')?.getAttribute('style')).toBeNull();
    expect(container.querySelectorAll('li')).toHaveLength(2);
    expect(container.querySelector('a, img, script, iframe, [onerror], [href]')).toBeNull();
    expect(container.textContent).toBe('Hello thereonetwo');
  });
});
