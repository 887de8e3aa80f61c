import { Typography } from 'antd';
import { Link } from 'react-router';
import { useMayCall } from '../../session/role-access.ts';
import { ClippedText } from '../../ui/ClippedText.tsx';

/** A record's trader: the uid (a link to their page) over the e-mail, cut to the column's width. */
export function UserCell({ userId, uid, email }: { userId: number; uid: string; email: string }) {
  const mayOpen = useMayCall('adminUser');
  return (
    <div style={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
      {mayOpen ? (
        <Link to={`/users/${userId}`}>{uid}</Link>
      ) : (
        <Typography.Text>{uid}</Typography.Text>
      )}
      <ClippedText text={email} />
    </div>
  );
}
