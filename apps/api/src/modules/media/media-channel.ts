import type {
  ChannelMediaQueue,
  ChannelMediaRequest,
  ChannelRole,
  MediaPlayer,
  MediaPlayerCommand,
  MediaRequest,
} from '@lootmarket/domain';
import type { Db } from '../../db/client';
import type { AuditRecorder } from '../audit/audit.ports';
import type { MediaService } from './media.service';

/** Who is acting on a channel, and where their request came from for the audit log. */
export interface MediaActor {
  userId: number;
  request?: { ip?: string | null; userAgent?: string | null };
}

/** The alerts module's answer to "may this user control that channel?"; refuses with 403 otherwise. */
export interface ChannelAccess {
  roleIn(userId: number, streamerId: number): Promise<ChannelRole>;
}

export type ChannelMediaDecision = 'approve' | 'reject' | 'skip';

/** Moderators see who asked for a video and what it is, not what it cost (decision 047). */
function forRole(item: MediaRequest, role: ChannelRole): ChannelMediaRequest {
  if (role === 'owner') return item;
  const { amount: _amount, ...rest } = item;
  return rest;
}

/**
 * The remote's hand on a channel's paid videos, for its streamer and their moderators: each action checks
 * the actor's right to the channel and is written to the audit log in the change's transaction.
 */
export function createMediaChannel(deps: { media: MediaService; access: ChannelAccess; audit: AuditRecorder }) {
  const { media, access, audit } = deps;

  const recorder =
    (actor: MediaActor, streamerId: number, role: ChannelRole, action: string, target: string, after = {}) =>
    (tx: Db) =>
      audit.record(tx, {
        action,
        actor: { type: 'user', id: String(actor.userId) },
        target: { type: 'media_request', id: target },
        after: { streamerId, role, ...after },
        ...(actor.request ? { request: actor.request } : {}),
      });

  return {
    async queue(userId: number, streamerId: number): Promise<ChannelMediaQueue> {
      const role = await access.roleIn(userId, streamerId);
      const { player, items, recent } = await media.queue(streamerId);
      return {
        player,
        items: items.map((item) => forRole(item, role)),
        recent: recent.map((item) => forRole(item, role)),
      };
    },

    async decide(actor: MediaActor, streamerId: number, id: string, decision: ChannelMediaDecision): Promise<void> {
      const role = await access.roleIn(actor.userId, streamerId);
      await media[decision](streamerId, id, actor.userId, recorder(actor, streamerId, role, `media.${decision}`, id));
    },

    async player(actor: MediaActor, streamerId: number, command: MediaPlayerCommand): Promise<MediaPlayer> {
      const role = await access.roleIn(actor.userId, streamerId);
      const record = recorder(actor, streamerId, role, 'media.player', String(streamerId), command);
      return media.player(streamerId, command, (tx) => record(tx));
    },
  };
}

export type MediaChannel = ReturnType<typeof createMediaChannel>;
