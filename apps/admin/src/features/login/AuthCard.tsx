import { Card, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { LanguageSwitch } from '../../i18n/LanguageSwitch.tsx';

/** The centred card of the screens before the back office opens. */
export function AuthCard({
  title,
  width = 380,
  children,
}: {
  title: string;
  width?: number;
  children: ReactNode;
}) {
  return (
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 16 }}>
      <Card style={{ width: '100%', maxWidth: width }}>
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <Space style={{ width: '100%', justifyContent: 'space-between' }}>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {title}
            </Typography.Title>
            <LanguageSwitch />
          </Space>
          {children}
        </Space>
      </Card>
    </div>
  );
}
