import { GUIDE_TOPICS, GUIDE_TOPIC_LABELS, type GuideArticleLink, type GuideTopic } from '@seoul-glow/shared';

export interface GuideTopicGroup {
  topic: GuideTopic;
  label: string;
  articles: GuideArticleLink[];
}

/** The articles by topic, in the guide's topic order, the team's order within one; empty topics left out. */
export function groupByTopic(articles: GuideArticleLink[]): GuideTopicGroup[] {
  return GUIDE_TOPICS.map((topic) => ({
    topic,
    label: GUIDE_TOPIC_LABELS[topic],
    articles: articles.filter((a) => a.topic === topic),
  })).filter((group) => group.articles.length > 0);
}
