import { Typography } from 'antd';

/**
 * A long text (an e-mail, an address) on one line cut with an ellipsis to its column, whole in
 * its tooltip and in the page's text, and copied whole by its copy button when `copyable`.
 * CSS does the cutting: antd's measured ellipsis would leave only the cut text in the page.
 */
export function ClippedText({ text, copyable = false }: { text: string; copyable?: boolean }) {
  return (
    <span style={{ display: 'flex', alignItems: 'center', minWidth: 0 }}>
      <Typography.Text
        type="secondary"
        title={text}
        style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 }}
      >
        {text}
      </Typography.Text>
      {copyable && text ? <Typography.Text copyable={{ text }} /> : null}
    </span>
  );
}
