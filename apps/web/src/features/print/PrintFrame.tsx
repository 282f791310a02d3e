import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../components/ui';
import '../../styles/rounds.css';

/**
 * A sheet to print: a bar with the way back and a print button (neither printed), then the sheet.
 * The sheet is black on white whatever the screen's styles.
 */
export function PrintFrame({ backTo, className, children }: { backTo: string; className: string; children: ReactNode }) {
  const { t } = useTranslation('rounds');
  return (
    <div className={`print-sheet ${className}`}>
      <div className="print-toolbar no-print">
        <Link to={backTo}>{t('print.back')}</Link>
        <Button variant="primary" onPress={() => window.print()}>
          {t('print.print')}
        </Button>
      </div>
      {children}
    </div>
  );
}
