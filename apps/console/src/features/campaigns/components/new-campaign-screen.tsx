import { Link, useNavigate } from 'react-router';
import { CampaignForm } from './campaign-form';

/** 'Nueva campaña': the form; once sent or scheduled, the campaign's own screen with the server's answer. */
export function NewCampaignScreen() {
  const navigate = useNavigate();
  return (
    <div className="space-y-6">
      <div>
        <Link to="/campanas" className="text-sm font-medium text-brand-700 hover:underline">
          ← Campañas
        </Link>
        <h1 className="mt-1 text-2xl font-bold text-slate-900">Nueva campaña</h1>
        <p className="mt-1 text-sm text-slate-600">
          El aviso llega a la sección Notificaciones de la aplicación de cada destinatario.
        </p>
      </div>
      <CampaignForm
        onDone={(id, message) => void navigate(`/campanas/${id}`, { state: { notice: message } })}
      />
    </div>
  );
}
