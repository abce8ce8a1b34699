import { type Announcement, SUCCESS_MESSAGES } from '@contract';
import type { CollectionState } from '../../api/use-collection';
import { CollectionManager, type CollectionTexts } from '../../components/collection/collection-manager';
import { EntryList } from '../../components/collection/entry-list';
import { AnnouncementForm } from './announcement-form';
import { DeliveryLines } from './delivery-lines';
import { type DeliveriesState, useDeliveries } from './use-deliveries';

const TEXTS: CollectionTexts<Announcement> = {
  title: 'Announcements',
  titleId: 'adm-announcements-title',
  addLabel: 'Add Announcement',
  loading: 'Loading announcements...',
  empty: 'No announcements yet.',
  created: SUCCESS_MESSAGES.announcements.created,
  updated: SUCCESS_MESSAGES.announcements.updated,
  deleted: SUCCESS_MESSAGES.announcements.deleted,
  saveFailed: () => 'Operation failed',
  deleteFailed: () => 'Operation failed',
  deleteTitle: 'Delete announcement',
  titleOf: (entry) => entry.title,
  deleteMessage: (entry) => `Are you sure you want to delete "${entry.title}"?`,
};

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });

/** Newest publish time first, as visitors read them. */
const newestFirst = (a: Announcement, b: Announcement) =>
  a.publishAt < b.publishAt ? 1 : a.publishAt > b.publishAt ? -1 : b.order - a.order;

function Details({
  entry,
  now,
  deliveries,
}: {
  entry: Announcement;
  now: string;
  deliveries: DeliveriesState;
}) {
  return (
    <>
      <p className="adm-meta">
        {entry.kind === 'advisory' ? 'Security advisory' : 'News'} ·{' '}
        {entry.publishAt > now ? 'Scheduled for' : 'Published'} {when(entry.publishAt)} UTC
      </p>
      {entry.body.split('\n').map((line, index) =>
        // Lines have no identity of their own; their position is their key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        line.trim() ? <p key={index}>{line}</p> : null,
      )}
      {entry.impostors?.length ? (
        <ul aria-label="Impostors">
          {entry.impostors.map((impostor) => (
            <li key={`${impostor.type}:${impostor.value}`}>
              {impostor.type} <code>{impostor.value}</code>: {impostor.reason}
            </li>
          ))}
        </ul>
      ) : null}
      <DeliveryLines
        deliveries={deliveries.byAnnouncement.get(entry.id) ?? []}
        onAct={(id, action) => void deliveries.act(id, action)}
      />
    </>
  );
}

/** behaviour §14's tab: the announcements newest first, "Add Announcement", the form and the delete. */
export function AnnouncementsTab({ collection }: { collection: CollectionState<'announcements'> }) {
  const now = new Date().toISOString();
  const deliveries = useDeliveries();
  return (
    <CollectionManager
      name="announcements"
      collection={collection}
      texts={TEXTS}
      items={[...collection.items].sort(newestFirst)}
      renderList={(list) => (
        <EntryList
          {...list}
          titleOf={(entry) => entry.title}
          renderBody={(entry) => <Details entry={entry} now={now} deliveries={deliveries} />}
        />
      )}
      renderForm={(form) => (
        <AnnouncementForm
          entry={form.entry}
          channelsSetUp={deliveries.channels}
          onSave={async (body) => {
            await form.onSave(body);
            await deliveries.reload();
          }}
          onClose={form.onClose}
        />
      )}
    />
  );
}
