import type {
  AlertView,
  ChatMessageView,
  ClientToServerEvents,
  RealtimeEvent,
  RealtimePayloads,
  RoomAck,
  ServerToClientEvents,
  StudyLevel,
} from '@ppd/domain';
import { io, type Socket } from 'socket.io-client';
import { ApiCallError, call, type Method } from './http.ts';

export { ApiCallError };

export type AppSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export type AppUserType = 'visitor' | 'authority' | 'monitor';

export interface VisitorSignUp {
  email: string;
  password: string;
  name: string;
  last_name: string;
  sex: 'H' | 'M';
  age: number;
  nivel_estudios: StudyLevel;
}

export interface RaiseAlert {
  alert_type_id: number;
  lat: number;
  lon: number;
  comentario?: string;
}

/**
 * The reference client of the app API (README "App API"): what the visitors' and authorities' apps call, typed
 * with the domain's shapes. `signIn` keeps the token for the calls that follow and for `connect()`.
 */
export class AppClient {
  token: string | null = null;
  type: AppUserType | null = null;
  private socket: AppSocket | null = null;

  constructor(readonly baseUrl: string) {}

  private request<T>(method: Method, path: string, body?: unknown): Promise<T> {
    return call<T>(this.baseUrl, method, path, { token: this.token, body });
  }

  signUpVisitor(body: VisitorSignUp) {
    return this.request<{ id: number; email: string; name: string; last_name: string }>(
      'POST',
      '/api/app/visitors',
      body,
    );
  }

  async signIn(email: string, password: string, type: AppUserType): Promise<void> {
    const { token } = await this.request<{ token: string }>('POST', '/users/login/', { email, password, type });
    this.token = token;
    this.type = type;
  }

  alertTypes() {
    return this.request<{ id: number; tipo_alerta: string }[]>('GET', '/api/alerts/getall/types/');
  }

  raiseAlert(body: RaiseAlert) {
    return this.request<AlertView>('POST', '/api/app/alerts', body);
  }

  /** A visitor's own alerts, or an authority's assigned ones. */
  myAlerts(status: 'Todos' | 'ABIERTA' | 'ASIGNADA' | 'ATENDIDA' = 'Todos') {
    return this.request<AlertView[]>('GET', `/api/app/alerts?status=${status}`);
  }

  alert(id: number) {
    return this.request<AlertView>('GET', `/api/app/alerts/${id}`);
  }

  messages(alertId: number) {
    return this.request<ChatMessageView[]>('GET', `/api/app/alerts/${alertId}/messages`);
  }

  sendMessage(alertId: number, message: string) {
    return this.request<ChatMessageView>('POST', `/api/app/alerts/${alertId}/messages`, { message });
  }

  attend(alertId: number, comentario_autoridad: string) {
    return this.request<AlertView>('POST', `/api/app/alerts/${alertId}/attend`, { comentario_autoridad });
  }

  reportPosition(lat: number, lon: number) {
    return this.request<{ last_date: string }>('POST', '/api/app/authorities/me/position', { lat, lon });
  }

  /** Back-office call the simulator and the benchmarks use when signed in as a gestor. */
  assign(alertId: number, authorityId: number) {
    return this.request<{ alert: AlertView }>('POST', '/api/alerts/assign/authority/', {
      alert_id: alertId,
      autoridad_id: authorityId,
    });
  }

  /** The live connection (one per client), authenticated with the token; resolves once connected. */
  connect(): Promise<AppSocket> {
    if (!this.token) return Promise.reject(new Error('signIn first'));
    if (this.socket?.connected) return Promise.resolve(this.socket);
    const socket: AppSocket = io(this.baseUrl, {
      auth: { token: this.token },
      transports: ['websocket'],
      forceNew: true,
    });
    this.socket = socket;
    return new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', (err) => {
        socket.close();
        reject(err);
      });
    });
  }

  /** Calls `handler` for each push of `event`; returns the unsubscribe. */
  on<K extends RealtimeEvent>(event: K, handler: (payload: RealtimePayloads[K]) => void): () => void {
    const socket = this.requireSocket() as unknown as {
      on(e: string, f: (p: unknown) => void): void;
      off(e: string, f: (p: unknown) => void): void;
    };
    const listener = (p: unknown) => handler(p as RealtimePayloads[K]);
    socket.on(event, listener);
    return () => socket.off(event, listener);
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

  close(): void {
    this.socket?.close();
    this.socket = null;
  }

  private requireSocket(): AppSocket {
    if (!this.socket) throw new Error('connect() first');
    return this.socket;
  }
}
