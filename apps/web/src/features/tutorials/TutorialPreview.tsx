import type { ReactNode } from 'react';
import type { TutorialId } from './tutorials';

const W = 320;
const H = 120;

function Frame({ id, from, to, children }: { id: string; from: string; to: string; children: ReactNode }) {
  return (
    <svg
      viewBox={`0 0 ${W} ${H}`}
      width="100%"
      role="img"
      aria-hidden="true"
      focusable="false"
      style={{ display: 'block', borderRadius: 8 }}
    >
      <defs>
        <linearGradient id={`bg-${id}`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <rect width={W} height={H} fill={`url(#bg-${id})`} />
      <circle cx={W - 30} cy={18} r={54} fill="#ffffff" opacity={0.06} />
      <circle cx={24} cy={H - 6} r={40} fill="#ffffff" opacity={0.05} />
      {children}
    </svg>
  );
}

/** A console window: title bar with three dots, body drawn by the caller. */
function Window({
  x,
  y,
  w,
  h,
  children,
}: {
  x: number;
  y: number;
  w: number;
  h: number;
  children?: ReactNode;
}) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <rect width={w} height={h} rx={8} fill="#ffffff" opacity={0.96} />
      <rect width={w} height={16} rx={8} fill="#e2e8f0" />
      <rect y={8} width={w} height={8} fill="#e2e8f0" />
      {['#f87171', '#fbbf24', '#34d399'].map((c, i) => (
        <circle key={c} cx={10 + i * 9} cy={8} r={2.6} fill={c} />
      ))}
      {children}
    </g>
  );
}

function Lines({
  x,
  y,
  widths,
  color = '#cbd5e1',
}: {
  x: number;
  y: number;
  widths: number[];
  color?: string;
}) {
  return (
    <>
      {widths.map((w, i) => (
        <rect key={i} x={x} y={y + i * 11} width={w} height={5} rx={2.5} fill={color} />
      ))}
    </>
  );
}

function DownloadBadge({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x} ${y})`}>
      <circle r={17} fill="#4f46e5" />
      <path d="M0 -8 V5 M-6 0 L0 6 L6 0" stroke="#fff" strokeWidth={2.6} fill="none" strokeLinecap="round" />
      <path d="M-7 9 H7" stroke="#fff" strokeWidth={2.6} strokeLinecap="round" />
    </g>
  );
}

function WindowsPreview() {
  return (
    <Frame id="win" from="#1e3a8a" to="#0891b2">
      <Window x={28} y={20} w={150} h={84}>
        <g transform="translate(16 30)">
          {[
            [0, 0],
            [22, 0],
            [0, 22],
            [22, 22],
          ].map(([px, py]) => (
            <rect key={`${px}-${py}`} x={px} y={py} width={19} height={19} rx={2} fill="#0ea5e9" />
          ))}
        </g>
        <Lines x={70} y={32} widths={[64, 50, 58]} />
      </Window>
      <g transform="translate(196 30)">
        <rect width={96} height={22} rx={6} fill="#0f172a" opacity={0.75} />
        <text x={8} y={15} fontFamily="monospace" fontSize={10} fill="#a5f3fc">
          install.ps1
        </text>
        <rect y={30} width={96} height={34} rx={6} fill="#0f172a" opacity={0.75} />
        <Lines x={8} y={38} widths={[70, 48]} color="#34d399" />
      </g>
      <DownloadBadge x={176} y={96} />
    </Frame>
  );
}

function MacPreview() {
  return (
    <Frame id="mac" from="#312e81" to="#7c3aed">
      <g transform="translate(40 16)">
        <rect width={150} height={90} rx={8} fill="#0f172a" />
        <rect x={6} y={6} width={138} height={74} rx={4} fill="#111827" />
        <text x={14} y={24} fontFamily="monospace" fontSize={10} fill="#a78bfa">
          $ sudo sh install.sh
        </text>
        <Lines x={14} y={34} widths={[96, 72, 84]} color="#34d399" />
        <rect x={-14} y={88} width={178} height={8} rx={4} fill="#cbd5e1" />
      </g>
      <g transform="translate(214 26)">
        {[0, 1, 2].map((i) => (
          <g key={i} transform={`translate(${i * 14} ${i * 10})`}>
            <rect width={58} height={44} rx={6} fill="#ffffff" opacity={0.35 + i * 0.3} />
          </g>
        ))}
        <text x={36} y={58} fontFamily="sans-serif" fontWeight={700} fontSize={10} fill="#4c1d95">
          MDM
        </text>
      </g>
    </Frame>
  );
}

function EncryptPreview() {
  return (
    <Frame id="enc" from="#065f46" to="#0d9488">
      {[0, 1, 2].map((i) => (
        <g key={i} transform={`translate(${34 + i * 40} ${26 + (i % 2) * 8})`}>
          <path d="M0 0 H34 L46 12 V64 H0 Z" fill="#ffffff" opacity={0.92} />
          <path d="M34 0 V12 H46" fill="#d1fae5" />
          <Lines x={7} y={22} widths={[30, 24, 32]} />
        </g>
      ))}
      <g transform="translate(232 60)">
        <circle r={34} fill="#ffffff" opacity={0.15} />
        <rect x={-17} y={-6} width={34} height={28} rx={5} fill="#ffffff" />
        <path d="M-10 -6 V-14 A10 10 0 0 1 10 -14 V-6" stroke="#ffffff" strokeWidth={5} fill="none" />
        <circle cy={6} r={4} fill="#0d9488" />
        <rect x={-1.5} y={6} width={3} height={9} fill="#0d9488" />
      </g>
      <path d="M182 60 H206" stroke="#ffffff" strokeWidth={3} strokeDasharray="4 4" opacity={0.7} />
    </Frame>
  );
}

function AllowlistPreview() {
  const apps = ['#f97316', '#2563eb', '#16a34a', '#db2777'];
  return (
    <Frame id="allow" from="#9a3412" to="#db2777">
      <Window x={36} y={16} w={248} h={92}>
        {apps.map((color, i) => (
          <g key={color} transform={`translate(12 ${24 + i * 16})`}>
            <rect width={10} height={10} rx={3} fill={color} />
            <rect x={18} y={2.5} width={70 - i * 8} height={5} rx={2.5} fill="#cbd5e1" />
            <rect x={120} y={1} width={44} height={8} rx={4} fill="#e2e8f0" />
            <g transform="translate(196 0)">
              <rect width={22} height={10} rx={5} fill={i === 2 ? '#cbd5e1' : '#4f46e5'} />
              <circle cx={i === 2 ? 5 : 17} cy={5} r={3.6} fill="#ffffff" />
            </g>
          </g>
        ))}
      </Window>
    </Frame>
  );
}

const PREVIEWS: Record<TutorialId, () => ReactNode> = {
  'deploy-windows': WindowsPreview,
  'deploy-macos': MacPreview,
  'encrypt-files': EncryptPreview,
  'allowlist-apps': AllowlistPreview,
};

/** The tutorial's preview image: an inline illustration, nothing fetched. */
export function TutorialPreview({ id }: { id: TutorialId }) {
  const Preview = PREVIEWS[id];
  return <Preview />;
}
