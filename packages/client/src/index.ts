import {
  type AlertTab,
  type AnswerValue,
  activityCommentRoutes,
  activityRoutes,
  alertRoutes,
  type BodyIn,
  type CallInput,
  type ClientToServerEvents,
  complaintRoutes,
  type FileComplaintFields,
  firstDeliveries,
  notificationRoutes,
  type PositionAck,
  type PositionFixBody,
  pathFor,
  positionRoutes,
  privacyRoutes,
  type RealtimeEvent,
  type RealtimePayloads,
  type ReplyOf,
  type RoomAck,
  type RouteContract,
  type SendPreferences,
  type ServerToClientEvents,
  sessionRoutes,
  surveyRoutes,
  type UserType,
  type VisitorSignUpBody,
  visitorRoutes,
} from '@ppd/domain';
import { io, type Socket } from 'socket.io-client';
import { ApiCallError, callRoute, download, fileForm, fileFormFields } from './http.ts';

export type { SentSurvey } from '@ppd/domain';
export { sampleAnswers } from './surveys.ts';
export { ApiCallError };

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export type AppUserType = UserType;

export type VisitorSignUp = VisitorSignUpBody;

/** The complaint's form fields (`lat` and `lon` both or neither; `text` may be left out) and at most one file. */
export type FileComplaint = Omit<FileComplaintFields, 'text'> &
  Partial<Pick<FileComplaintFields, 'text'>> & {
    /** One photo (JPEG), video (MP4) or audio (MP3); its type is read from the bytes. */
    file?: { data: Blob | Uint8Array; name: string; type?: string };
  };

/**
 * The reference client of the app API (docs/app-api.md): what the visitors' and authorities' apps call, typed
 * with the domain's shapes. `signIn` keeps the token for the calls that follow and for `connect()`.
 */
export class AppClient {
  token: string | null = null;
  type: AppUserType | null = null;
  private socket: AppSocket | null = null;
  /** Rejects the connect() still waiting when a newer one replaces its socket. */
  private abandonConnect: (() => void) | null = null;
  /** The `on` handlers, attached again to each new socket. */
  private readonly handlers = new Set<{ event: string; listener: (p: unknown) => void }>();
  private readonly connectCallbacks = new Set<() => void>();

  constructor(readonly baseUrl: string) {}

  private route<C extends RouteContract>(contract: C, input: CallInput<C>): Promise<ReplyOf<C>> {
    return callRoute(this.baseUrl, this.token, contract, input);
  }

  signUpVisitor(body: VisitorSignUp) {
    return this.route(visitorRoutes.signUp, { body });
  }

  /** The privacy notice in force: shown before signing up, and again when a call is refused 428 PrivacyConsentRequired. */
  privacyNotice() {
    return this.route(privacyRoutes.notice, {});
  }

  /** Accepts the notice's current version; the data-collecting calls refused with 428 go through again. */
  acceptPrivacyNotice(version: number) {
    return this.route(privacyRoutes.consent, { body: { version } });
  }

  /** Access: a zip of everything held about me (JSON files, and my files under media/). */
  myData(): Promise<Uint8Array> {
    return download(this.baseUrl, this.token, privacyRoutes.myData);
  }

  /** Cancellation: erases my account (my reports stay, anonymous); the token stops working. */
  cancelAccount(password: string) {
    return this.route(privacyRoutes.cancel, { body: { password } });
  }

  /** Opposition: whether survey and activity sends reach me. */
  sendPreferences() {
    return this.route(privacyRoutes.preferences, {});
  }

  setSendPreferences(preferences: SendPreferences) {
    return this.route(privacyRoutes.setPreferences, { body: preferences });
  }

  async signIn(email: string, password: string, type: AppUserType): Promise<void> {
    const { token } = await this.route(sessionRoutes.login, { body: { email, password, type } });
    this.token = token;
    this.type = type;
  }

  alertTypes() {
    return this.route(alertRoutes.types, {});
  }

  raiseAlert(body: BodyIn<typeof alertRoutes.raise>) {
    return this.route(alertRoutes.raise, { body });
  }

  /** A visitor's own alerts, or an authority's assigned ones. */
  myAlerts(status: AlertTab = 'Todos') {
    return this.route(alertRoutes.mine, { query: { status } });
  }

  alert(id: number) {
    return this.route(alertRoutes.one, { params: { id } });
  }

  messages(alertId: number) {
    return this.route(alertRoutes.appMessages, { params: { id: alertId } });
  }

  sendMessage(alertId: number, message: string) {
    return this.route(alertRoutes.sendMessage, { params: { id: alertId }, body: { message } });
  }

  attend(alertId: number, comentario_autoridad: string) {
    return this.route(alertRoutes.attend, { params: { id: alertId }, body: { comentario_autoridad } });
  }

  /** An authority's position (and last connection). */
  reportPosition(lat: number, lon: number) {
    return this.route(alertRoutes.authorityPosition, { body: { lat, lon } });
  }

  /** An authority's GPS fix for the board's map (one per 5 s at most: a faster one is refused 429, Retry-After). */
  reportFix(fix: BodyIn<typeof positionRoutes.report>) {
    return this.route(positionRoutes.report, { body: fix });
  }

  /** A visitor's position: survey and event sends to an area reach the visitors inside it by this. */
  reportVisitorPosition(lat: number, lon: number) {
    return this.route(visitorRoutes.position, { body: { lat, lon } });
  }

  complaintCategories() {
    return this.route(complaintRoutes.appCategories, {});
  }

  /** A visitor files a complaint (multipart: the fields and at most one file). */
  fileComplaint(body: FileComplaint) {
    const { file, ...fields } = body;
    const form = file
      ? fileForm({ bytes: file.data, name: file.name, type: file.type }, fields)
      : fileFormFields(fields);
    return this.route(complaintRoutes.file, { body: form });
  }

  /** A visitor's own complaints, newest first, with their status and reply. */
  myComplaints() {
    return this.route(complaintRoutes.mine, {});
  }

  complaint(id: number) {
    return this.route(complaintRoutes.one, { params: { id } });
  }

  /** The surveys sent to me (a visitor), newest send first. */
  surveys() {
    return this.route(surveyRoutes.sentToMe, {});
  }

  survey(id: number) {
    return this.route(surveyRoutes.sentOne, { params: { id } });
  }

  /** Stores the photo (JPEG/PNG) or video (MP4) of a multimedia question; its answer names the result. */
  uploadSurveyMedia(surveyId: number, file: { bytes: Uint8Array; name: string; type: string }) {
    return this.route(surveyRoutes.uploadMedia, { params: { id: surveyId }, body: fileForm(file) });
  }

  /** Answers once: a second answer is refused with 409. */
  answerSurvey(surveyId: number, respuestas: { id: number; answer: AnswerValue }[]) {
    return this.route(surveyRoutes.answer, { params: { id: surveyId }, body: { respuestas } });
  }

  /** Activities (the app's "Eventos") still to come or under way (Mexico City's today), soonest first. */
  activities() {
    return this.route(activityRoutes.upcoming, {});
  }

  /** One activity: its route as a GeoJSON Feature<LineString> (`ruta`) and its visible comments. */
  activity(id: number) {
    return this.route(activityRoutes.one, { params: { id } });
  }

  /** A visitor's comment on an activity, with 1 to 5 stars. */
  commentActivity(activityId: number, stars: number, comment = '') {
    return this.route(activityCommentRoutes.add, { params: { id: activityId }, body: { stars, comment } });
  }

  /**
   * The published activities as an iCalendar (.ics) document, or one category's (`categoryId`): a calendar app can
   * subscribe to this address.
   */
  activitiesCalendarUrl(categoryId?: number) {
    const query = categoryId === undefined ? '' : `?${new URLSearchParams({ categoria: String(categoryId) })}`;
    return `${this.baseUrl}${pathFor(activityRoutes.calendar)}${query}`;
  }

  /**
   * My inbox (a visitor's or an authority's): what was pushed as `notification`, also while this app was offline,
   * newest first, with the unread count. The next page: `{ before: page.next_before }` (null on the last page).
   */
  notifications(page: { before?: number; limit?: number } = {}) {
    return this.route(notificationRoutes.inbox, { query: page });
  }

  /** Marks one of my notifications read (again is harmless); someone else's or a missing one rejects with 404. */
  markNotificationRead(id: number) {
    return this.route(notificationRoutes.read, { params: { id }, body: undefined });
  }

  /** Marks all my notifications read. */
  markAllNotificationsRead() {
    return this.route(notificationRoutes.readAll, { body: undefined });
  }

  /** Back-office call the simulator and the benchmarks use when signed in as a gestor. */
  assign(alertId: number, authorityId: number) {
    return this.route(alertRoutes.assign, { body: { alert_id: alertId, autoridad_id: authorityId } });
  }

  /**
   * The live connection (one per client), authenticated with the token; resolves once connected. Called while a
   * previous socket is not connected (reconnecting, or refused), it closes that one and opens another with the
   * current token: the `on` handlers move to the new socket.
   */
  connect(): Promise<AppSocket> {
    if (!this.token) return Promise.reject(new Error('signIn first'));
    if (this.socket?.connected) return Promise.resolve(this.socket);
    this.dropSocket();
    const socket: AppSocket = io(this.baseUrl, {
      auth: { token: this.token },
      transports: ['websocket'],
      forceNew: true,
    });
    this.socket = socket;
    const raw = socket as unknown as { on(e: string, f: (p: unknown) => void): void };
    for (const { event, listener } of this.handlers) raw.on(event, listener);
    socket.on('connect', () => {
      for (const callback of this.connectCallbacks) callback();
    });
    return new Promise((resolve, reject) => {
      this.abandonConnect = () => reject(new Error('connect() was called again before this one connected'));
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', (err) => {
        socket.close();
        reject(err);
      });
    });
  }

  /**
   * Calls `callback` each time the socket connects, the first time included (register it before `connect()`),
   * and after every automatic reconnection: pushes sent while it was not connected are not sent again, so this is
   * where an app reads again what it shows (its alerts, `notifications()`). Returns the unsubscribe.
   */
  onConnect(callback: () => void): () => void {
    this.connectCallbacks.add(callback);
    return () => this.connectCallbacks.delete(callback);
  }

  /**
   * Calls `handler` once for each domain event pushed as `event`: delivery is at least once (the API's live publish,
   * the worker's fallback, a retried job), so a push whose `eventId` this handler has already had is dropped.
   * Returns the unsubscribe.
   */
  on<K extends RealtimeEvent>(event: K, handler: (payload: RealtimePayloads[K]) => void): () => void {
    const socket = this.requireSocket() as unknown as { on(e: string, f: (p: unknown) => void): void };
    const firstTime = firstDeliveries();
    const listener = (p: unknown) => {
      if (firstTime(event, p)) handler(p as RealtimePayloads[K]);
    };
    const handle = { event, listener };
    this.handlers.add(handle);
    socket.on(event, listener);
    return () => {
      this.handlers.delete(handle);
      (this.socket as unknown as { off(e: string, f: (p: unknown) => void): void } | null)?.off(event, listener);
    };
  }

  /** Resolves with the next push of `event` that `match` accepts (rejects after `timeoutMs`). */
  next<K extends RealtimeEvent>(
    event: K,
    match: (payload: RealtimePayloads[K]) => boolean = () => true,
    timeoutMs = 10_000,
  ): Promise<RealtimePayloads[K]> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        off();
        reject(new Error(`no ${event} within ${timeoutMs} ms`));
      }, timeoutMs);
      const off = this.on(event, (payload) => {
        if (!match(payload)) return;
        clearTimeout(timer);
        off();
        resolve(payload);
      });
    });
  }

  /** Follows an alert's chat room (the server checks the alert is this user's). */
  joinAlert(alertId: number): Promise<RoomAck> {
    const socket = this.requireSocket();
    return new Promise((resolve) => socket.emit('alert:join', alertId, resolve));
  }

  /** The same fix over the live connection (`position`); the ack says whether it was taken, or why not. */
  sendFix(fix: PositionFixBody): Promise<PositionAck> {
    const socket = this.requireSocket();
    return new Promise((resolve) => socket.emit('position', fix, resolve));
  }

  /** Ends the live connection; `on` handlers and `onConnect` callbacks stay for the next `connect()`. */
  close(): void {
    this.dropSocket();
  }

  /** Closes the socket for good (a closed socket stops reconnecting) and rejects a connect() still waiting on it. */
  private dropSocket(): void {
    this.abandonConnect?.();
    this.abandonConnect = null;
    this.socket?.close();
    this.socket = null;
  }

  private requireSocket(): AppSocket {
    if (!this.socket) throw new Error('connect() first');
    return this.socket;
  }
}
