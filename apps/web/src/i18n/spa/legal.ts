import type { AreaMessages } from '../area-messages.ts';
import type { legal as english } from '../en/legal.ts';

export const legal: AreaMessages<typeof english> = {
  riskTitle: 'Advertencia de riesgos',
  riskWarningShort: 'El {{pct}} % de las cuentas minoristas de CFD pierde dinero.',
  riskWarningShortRange: 'Entre el 74 % y el 89 % de las cuentas minoristas de CFD pierde dinero.',
  riskWarningFull:
    'Los CFD son instrumentos complejos y conllevan un alto riesgo de perder dinero rápidamente debido al apalancamiento. El {{pct}} % de las cuentas de inversores minoristas pierde dinero al operar con CFD con este proveedor. Debe considerar si comprende cómo funcionan los CFD y si puede permitirse asumir un alto riesgo de perder su dinero.',
  riskWarningFullRange:
    'Los CFD son instrumentos complejos y conllevan un alto riesgo de perder dinero rápidamente debido al apalancamiento. Entre el 74 % y el 89 % de las cuentas de inversores minoristas pierde dinero al operar con CFD. Debe considerar si comprende cómo funcionan los CFD y si puede permitirse asumir un alto riesgo de perder su dinero.',
  risk1:
    'Los contratos por diferencia (CFD) y el forex con apalancamiento son instrumentos complejos y conllevan un alto riesgo de perder dinero rápidamente debido al apalancamiento. La mayoría de las cuentas de inversores minoristas pierden dinero al operar con estos productos. Valore si entiende cómo funcionan y si puede permitirse asumir un alto riesgo de perder su dinero.',
  risk2:
    'El apalancamiento amplifica tanto las ganancias como las pérdidas. Un pequeño movimiento del precio en contra de su posición puede costarle todo el margen depositado, y las posiciones se cierran automáticamente (stop out) cuando su nivel de margen cae por debajo del exigido.',
  risk3:
    'Los precios pueden moverse bruscamente y abrir con huecos, por ejemplo tras un fin de semana o ante una noticia. Una orden stop loss limita la pérdida solo al siguiente precio disponible y no está garantizada.',
  risk4:
    'Usted no es propietario del activo subyacente. Los diferenciales, las comisiones y los costes por mantener posiciones abiertas de un día para otro reducen su resultado. Las rentabilidades pasadas, la clasificación de otros operadores y los resultados en una cuenta demo no predicen resultados futuros.',
  risk5:
    'Opere solo con dinero que pueda permitirse perder. Si no está seguro de que estos productos le convengan, busque asesoramiento independiente antes de operar.',
  termsTitle: 'Condiciones del servicio',
  terms1:
    'Estas condiciones se aplican al uso de esta plataforma de trading y de su cuenta. Al abrir una cuenta, confirma que tiene al menos 18 años, que la información facilitada es veraz y que no reside en un país donde no se ofrecen estos servicios.',
  terms2:
    'Mantenga su contraseña en secreto: usted es responsable de todo lo que se haga con su cuenta. Avísenos de inmediato si cree que otra persona la ha usado.',
  terms3:
    'Las órdenes se ejecutan a los precios que la plataforma cotiza al procesarlas. Podemos rechazar o anular órdenes a precios manifiestamente erróneos, y cerramos posiciones cuando su margen deja de ser suficiente.',
  terms4:
    'Los depósitos y las retiradas están sujetos a verificación de identidad y a controles de prevención del blanqueo de capitales. Las retiradas solo se abonan en medios de pago a su nombre.',
  terms5:
    'No prestamos asesoramiento de inversión. Las noticias, clasificaciones y demás información de la plataforma son meramente informativas.',
  terms6:
    'Podemos suspender o cerrar una cuenta utilizada en incumplimiento de estas condiciones o de la ley. Podemos modificar estas condiciones: la versión que usted aceptó queda registrada con su cuenta y los cambios importantes se anuncian con antelación.',
  legalVersion: 'Versión {{version}}',
};
