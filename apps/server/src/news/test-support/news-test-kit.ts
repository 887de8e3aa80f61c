import type { ArticleEdit } from '@tp/contract/admin-news';
import { type AdminAnswer, AdminTestClient } from '../../test-support/admin-test-client.ts';
import type { TestPlatform } from '../../test-support/test-platform.ts';

export type VersionDraft = { lang: string; title: string; summary?: string; content?: string };

export type ArticleDraft = {
  id?: number;
  categoryId?: number;
  versions: VersionDraft[];
  coverUrl?: string;
  pinned?: boolean;
  popup?: boolean;
  activeFrom?: string;
  activeTo?: string;
};

/** The back office's news desk as a support operator drives it, through `inject()`. */
export class NewsDesk {
  private constructor(
    readonly client: AdminTestClient,
    readonly token: string,
  ) {}

  static async open(platform: TestPlatform): Promise<NewsDesk> {
    const client = new AdminTestClient(platform);
    const support = await client.operatorWithRole('support');
    return new NewsDesk(client, support.token);
  }

  call<T>(method: 'GET' | 'POST', url: string, body?: Record<string, unknown>) {
    return this.client.call<T>(method, url, { token: this.token, ...(body ? { body } : {}) });
  }

  save(draft: ArticleDraft): Promise<AdminAnswer<ArticleEdit>> {
    return this.call('POST', '/admin-api/news/save', { categoryId: 1, ...draft });
  }

  publish(id: number, at?: Date): Promise<AdminAnswer<ArticleEdit>> {
    return this.call('POST', '/admin-api/news/publish', {
      id,
      ...(at ? { at: at.toISOString() } : {}),
    });
  }

  /** Saves and publishes now; answers the article's id. */
  async published(draft: ArticleDraft): Promise<number> {
    const saved = await this.save(draft);
    if (saved.code !== 1) throw new Error(`save: ${saved.msg}`);
    const published = await this.publish(saved.data.id);
    if (published.code !== 1) throw new Error(`publish: ${published.msg}`);
    return saved.data.id;
  }
}
