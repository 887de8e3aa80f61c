import { Space, Typography } from 'antd';
import { Link } from 'react-router';
import { useMayCall } from '../../session/role-access.ts';

/** A record's trader: the uid (a link to their page) over the e-mail. */
export function UserCell({ userId, uid, email }: { userId: number; uid: string; email: string }) {
  const mayOpen = useMayCall('adminUser');
  return (
    <Space orientation="vertical" size={0}>
      {mayOpen ? (
        <Link to={`/users/${userId}`}>{uid}</Link>
      ) : (
        <Typography.Text>{uid}</Typography.Text>
      )}
      <Typography.Text type="secondary">{email}</Typography.Text>
    </Space>
  );
}
