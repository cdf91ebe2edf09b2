import './section-heading.css';
interface SectionHeadingProps {
  id: string;
  title: string;
  description?: string;
  /** Light text for dark sections. */
  inverse?: boolean;
}

export function SectionHeading({ id, title, description, inverse = false }: SectionHeadingProps) {
  return (
    <div className={inverse ? 'section-heading section-heading--inverse' : 'section-heading'}>
      <h2 id={id} className="section-heading__title">
        {title}
      </h2>
      {description ? <p className="section-heading__text">{description}</p> : null}
    </div>
  );
}
